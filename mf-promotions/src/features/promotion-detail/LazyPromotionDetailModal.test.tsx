import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PromotionView } from '@bonus-atlas/shared-services';

const fetched = vi.hoisted(() => ({ modal: false }));
vi.mock('./PromotionDetailModal', () => {
  fetched.modal = true;
  return {
    default: ({ promotion }: { promotion: PromotionView | null }) => <div role="dialog">{promotion?.title}</div>,
  };
});

const { LazyPromotionDetailModal } = await import('./LazyPromotionDetailModal');

describe('the promotion detail modal of a list page', () => {
  it('is not fetched while no promotion is open, and shows once one is', async () => {
    const { rerender } = render(<LazyPromotionDetailModal promotion={null} open={false} onClose={() => undefined} />);
    expect(fetched.modal).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    const promotion = { title: 'Welcome 100%' } as PromotionView;
    rerender(<LazyPromotionDetailModal promotion={promotion} open onClose={() => undefined} />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Welcome 100%');
    expect(fetched.modal).toBe(true);
  });
});
