import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from '../dropdown/DropdownMenu';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal } from './Modal';

function ReportModalDemo({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Report Wrong Info
      </button>
      <Modal
        open={open}
        title="Report Wrong Info"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Submit Report</button>}
      >
        <textarea aria-label="What's wrong with this promotion?" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered in a portal', async () => {
    const { container } = render(<ReportModalDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Report Wrong Info' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Wrong Info' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('moves focus inside and cycles Tab between the first and last control', async () => {
    render(<ReportModalDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Report Wrong Info' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const textarea = screen.getByRole('textbox');
    const submit = screen.getByRole('button', { name: 'Submit Report' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(textarea).toHaveFocus();
    await userEvent.tab();
    expect(submit).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<ReportModalDemo onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Report Wrong Info' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Promotion" onClose={onClose}>
        <p>Body text</p>
      </Modal>,
    );
    await userEvent.click(screen.getByText('Body text'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('only lets the top-most of two stacked modals react to Escape', async () => {
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    render(
      <Modal open title="Promotion detail" onClose={closeOuter}>
        <Modal open title="Report" onClose={closeInner}>
          <p>inner</p>
        </Modal>
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledOnce();
    expect(closeOuter).not.toHaveBeenCalled();
  });
});

describe('Modal with a menu inside', () => {
  it('lets Escape close the open menu first, then the modal', async () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Brand actions" onClose={onClose}>
        <DropdownMenu
          label="More actions"
          trigger={<span>⋮</span>}
          items={[{ id: 'edit', label: 'Edit', onSelect: () => undefined }]}
        />
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('ConfirmDialog', () => {
  it('confirms or cancels a deletion', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete brand?"
        message="This cannot be undone."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
