import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('reports its value and fills to it', () => {
    render(<ProgressBar value={95} label="Loading brands..." showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Loading brands...' });
    expect(bar).toHaveAttribute('aria-valuenow', '95');
    expect(bar.firstChild).toHaveStyle({ width: '95%' });
    expect(screen.getByText('95%')).toBeInTheDocument();
  });

  it('clamps to 0–100 and has no value when indeterminate', () => {
    const { rerender } = render(<ProgressBar value={140} label="Upload" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar label="Upload" />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });
});
