import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { getInitials } from './initials';

describe('Avatar', () => {
  it('shows up to two initials without a photo', () => {
    render(<Avatar name="Budi Santoso Wijaya" />);
    expect(screen.getByRole('img', { name: 'Budi Santoso Wijaya' })).toHaveTextContent('BW');
  });

  it('shows the photo, and initials once the photo fails', () => {
    const { container } = render(<Avatar name="Siti" photoURL="https://example.com/siti.png" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://example.com/siti.png');
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Siti' })).toHaveTextContent('S');
  });

  it('derives initials from names and e-mails', () => {
    expect(getInitials('member@bonus-atlas.test')).toBe('M');
    expect(getInitials('budi.santoso@example.com')).toBe('BS');
    expect(getInitials('  ')).toBe('?');
    expect(getInitials(undefined)).toBe('?');
  });
});
