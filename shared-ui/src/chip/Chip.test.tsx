import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Chip } from './Chip';

function CryptoFilter() {
  const [on, setOn] = useState(false);
  return (
    <Chip pressed={on} onPressedChange={setOn} count={1234}>
      Crypto
    </Chip>
  );
}

describe('Chip', () => {
  it('toggles aria-pressed when clicked', async () => {
    render(<CryptoFilter />);
    const chip = screen.getByRole('button', { name: /Crypto/ });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows its count in id-ID digits', () => {
    render(<CryptoFilter />);
    expect(screen.getByRole('button', { name: /Crypto/ })).toHaveTextContent('1.234');
  });

  it('reports clicks for single-choice chip groups', async () => {
    const onClick = vi.fn();
    render(
      <Chip selected onClick={onClick}>
        All Brands
      </Chip>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'All Brands' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'All Brands' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
