import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

let broken = true;
function Part({ label }: { label: string }) {
  if (broken) throw new Error(`${label} broke`);
  return <p>{label} works</p>;
}

const fallback = ({ error, retry }: { error: unknown; retry: () => void }) => (
  <div role="alert">
    {(error as Error).message}
    <button type="button" onClick={retry}>
      Try Again
    </button>
  </div>
);

describe('ErrorBoundary', () => {
  beforeEach(() => {
    broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback in the failed part only and names the part in the console', () => {
    render(
      <>
        <p>Header</p>
        <ErrorBoundary name="mf_catalog/HomePage" fallback={fallback}>
          <Part label="Home" />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Home broke');
    expect(screen.getByText('Header')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'mf_catalog/HomePage failed to render',
      expect.any(Error),
      expect.anything(),
    );
  });

  it('renders the part again on retry, resetting its lazy parts', async () => {
    const part = { reset: vi.fn() };
    render(
      <ErrorBoundary name="part" parts={[part]} fallback={fallback}>
        <Part label="Modal" />
      </ErrorBoundary>,
    );
    // each mount forgets an earlier failed load
    expect(part.reset).toHaveBeenCalled();
    const resetsBefore = part.reset.mock.calls.length;
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Modal works')).toBeInTheDocument();
    expect(part.reset).toHaveBeenCalledTimes(resetsBefore + 1);
  });

  it('starts afresh when its reset key changes (another address)', () => {
    const { rerender } = render(
      <ErrorBoundary name="route" resetKey="/brand/a" fallback={fallback}>
        <Part label="Brand" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    rerender(
      <ErrorBoundary name="route" resetKey="/brand/b" fallback={fallback}>
        <Part label="Brand" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Brand works')).toBeInTheDocument();
  });
});
