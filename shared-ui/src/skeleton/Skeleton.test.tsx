import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('reserves the given size and stays out of the accessibility tree', () => {
    const { container } = render(<Skeleton height={260} width="50%" />);
    const block = container.firstChild as HTMLElement;
    expect(block).toHaveStyle({ height: '260px', width: '50%' });
    expect(block).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws several text lines with a shorter last line', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />);
    const lines = container.querySelectorAll('.text');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveStyle({ width: '60%' });
  });
});
