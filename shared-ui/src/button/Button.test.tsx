import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Submit Report</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while loading, showing the loading text', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Submitting..." onClick={onClick}>
        Submit Report
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders an anchor when given href', () => {
    render(
      <Button href="https://example.com" target="_blank" rel="noopener noreferrer">
        Visit Website
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Visit Website' });
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  });
});
