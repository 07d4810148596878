import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { BrandDescription } from './BrandDescription';
import { renderWithProviders } from '../../test/render';

it('offers Show all only above 200 characters', () => {
  const { unmount } = renderWithProviders(<BrandDescription text={'a'.repeat(200)} />);
  expect(screen.queryByRole('button', { name: 'Show all' })).not.toBeInTheDocument();
  unmount();
  renderWithProviders(<BrandDescription text={'a'.repeat(201)} />);
  const toggle = screen.getByRole('button', { name: 'Show all' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
});
