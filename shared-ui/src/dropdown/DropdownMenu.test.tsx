import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './DropdownMenu';

function AccountMenu({ onSelect = vi.fn() }: { onSelect?: (id: string) => void }) {
  return (
    <>
      <DropdownMenu
        label="Account menu"
        trigger={<span>BS</span>}
        items={['Profile', 'My Brands', 'My Wallet', 'Sign Out'].map((label) => ({
          id: label,
          label,
          onSelect: () => onSelect(label),
        }))}
      />
      <button type="button">outside</button>
    </>
  );
}

describe('DropdownMenu', () => {
  it('opens from the keyboard and moves with the arrow keys', async () => {
    const onSelect = vi.fn();
    render(<AccountMenu onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Wallet' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Sign Out');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<AccountMenu />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    expect(screen.getByRole('menu', { name: 'Account menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    render(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
