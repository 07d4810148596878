import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label and describes itself', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox
        label="Dry run"
        description="Only count what would change."
        defaultChecked
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Dry run' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Only count what would change.');
    await userEvent.click(screen.getByText('Dry run'));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledOnce();
  });
});
