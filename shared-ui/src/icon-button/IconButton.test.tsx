import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from '../icons/icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is announced by its label and clickable', async () => {
    const onClick = vi.fn();
    render(<IconButton aria-label="Open menu" icon={<Menu />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('title', 'Open menu');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(<IconButton aria-label="Refresh" icon={<Menu />} disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
