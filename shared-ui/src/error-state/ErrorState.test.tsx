import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../empty-state/EmptyState';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('announces the failure and retries on Try Again', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Failed to Load Reports" retryLabel="Try Again" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to Load Reports');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('falls back to the default message and a Retry label', () => {
    render(<ErrorState onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('has no button when there is nothing to retry', () => {
    render(<ErrorState title="Failed to load promotions" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows title, message and action', () => {
    render(
      <EmptyState
        title="No Transactions Yet"
        message="Report wrong promotion info to earn IDR 5,000."
        action={<button type="button">Go to Home</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No Transactions Yet' })).toBeInTheDocument();
    expect(screen.getByText('Report wrong promotion info to earn IDR 5,000.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
  });
});
