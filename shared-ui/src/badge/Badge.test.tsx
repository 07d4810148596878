import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n-instance';
import { Badge, reportStatusVariant } from './Badge';

describe('Badge', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('labels the product variants in the UI language', async () => {
    const { rerender } = render(<Badge variant="verified" />);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    await i18n.changeLanguage('id');
    rerender(<Badge variant="crypto" />);
    expect(screen.getByText('Kripto')).toBeInTheDocument();
  });

  it('prefers its own text and tone', () => {
    const { container } = render(
      <Badge variant="unverified" tone="danger">
        Unverified brand
      </Badge>,
    );
    expect(screen.getByText('Unverified brand')).toBeInTheDocument();
    expect(container.firstChild).toHaveClass('danger');
  });

  it('shows unknown report statuses as pending', () => {
    expect(reportStatusVariant('reviewed')).toBe('reviewed');
    expect(reportStatusVariant('resolved')).toBe('resolved');
    expect(reportStatusVariant('archived')).toBe('pending');
    expect(reportStatusVariant(undefined)).toBe('pending');
  });
});
