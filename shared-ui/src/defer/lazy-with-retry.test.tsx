import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../error-boundary/ErrorBoundary';
import { lazyWithRetry } from './lazy-with-retry';

function Loaded() {
  return <p>Loaded part</p>;
}

describe('lazyWithRetry', () => {
  it('loads again after a failed load, when Retry renders it anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Loaded }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Loaded });
    const Part = lazyWithRetry(load);
    render(
      <ErrorBoundary
        name="part"
        parts={[Part]}
        fallback={({ retry }) => (
          <button type="button" onClick={retry}>
            Try Again
          </button>
        )}
      >
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </ErrorBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
