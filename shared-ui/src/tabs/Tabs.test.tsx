import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';
import type { TabItem } from './Tabs';

const adminTabs: TabItem[] = [
  { id: 'reports', label: 'Wrong Info Reports', content: <p>reports panel</p> },
  { id: 'comments', label: 'Comment Management', content: <p>comments panel</p> },
  { id: 'users', label: 'Users', badge: 'Coming soon', disabled: true, content: <p>users</p> },
];

describe('Tabs', () => {
  it('shows the first tab and switches on click', async () => {
    render(<Tabs label="Admin Panel" items={adminTabs} />);
    expect(screen.getByRole('tabpanel', { name: 'Wrong Info Reports' })).toHaveTextContent(
      'reports panel',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Comment Management' }));
    expect(screen.getByRole('tab', { name: 'Comment Management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('comments panel');
  });

  it('moves with the arrow keys, skipping disabled tabs and wrapping around', async () => {
    const onChange = vi.fn();
    render(<Tabs label="Admin Panel" items={adminTabs} onChange={onChange} />);
    screen.getByRole('tab', { name: 'Wrong Info Reports' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Comment Management' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('comments');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Wrong Info Reports' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Comment Management' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('comments panel');
  });

  it('uses up and down arrows when vertical', async () => {
    render(<Tabs label="Admin Panel" items={adminTabs} orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    screen.getByRole('tab', { name: 'Wrong Info Reports' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Comment Management' })).toHaveFocus();
  });

  it('follows a controlled value', () => {
    render(<Tabs label="Admin Panel" items={adminTabs} value="comments" />);
    expect(screen.getByRole('tab', { name: 'Comment Management' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByRole('tab', { name: 'Wrong Info Reports' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });
});
