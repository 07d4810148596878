import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Button } from '../button/Button';
import { TextArea } from '../text-field/TextField';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal } from './Modal';
import type { ModalProps, ModalSize } from './Modal';

function ReportFormDemo(args: ModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Report Wrong Info</Button>
      <Modal
        {...args}
        open={open}
        onClose={() => setOpen(false)}
        description="Welcome Bonus 100% · Garuda88"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Submit Report</Button>
          </>
        }
      >
        <TextArea label="What's wrong with this promotion?" required maxLength={1000} />
        <p style={{ marginTop: 12 }}>
          You'll earn IDR 5,000 when your report is reviewed by our team.
        </p>
      </Modal>
    </>
  );
}

function SizesDemo(args: ModalProps) {
  const [size, setSize] = useState<ModalSize | null>(null);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((candidate) => (
        <Button key={candidate} variant="secondary" onClick={() => setSize(candidate)}>
          {candidate}
        </Button>
      ))}
      <Modal
        {...args}
        title={`Size ${size ?? ''}`}
        open={size !== null}
        size={size ?? 'md'}
        onClose={() => setSize(null)}
      >
        <p>Below 640 px every size becomes a full-width sheet.</p>
      </Modal>
    </div>
  );
}

function DeleteConfirmationDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete brand?"
        message="Garuda88 and its promotions will be removed."
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { open: true, title: 'Report Wrong Info', onClose: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open from the start so the static build shows the dialog itself. */
export const Open: Story = {
  args: {
    children: <p>Promotion details, terms and actions go here.</p>,
    footer: <Button>Close</Button>,
  },
};
export const ReportForm: Story = { render: (args) => <ReportFormDemo {...args} /> };
export const Sizes: Story = { render: (args) => <SizesDemo {...args} /> };
export const DeleteConfirmation: Story = { render: () => <DeleteConfirmationDemo /> };
