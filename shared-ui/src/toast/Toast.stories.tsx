import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/Button';
import { ToastProvider, useToast } from './ToastProvider';
import { TOAST_DURATION } from './toast-durations';

function ToastDemo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          toast.show({
            kind: 'success',
            title: 'Report Submitted Successfully!',
            message: "You'll earn IDR 5,000 when your report is reviewed by our team.",
            durationMs: TOAST_DURATION.report,
          })
        }
      >
        Report (5 s)
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.show({
            kind: 'success',
            title: 'Profile updated successfully!',
            durationMs: TOAST_DURATION.profile,
          })
        }
      >
        Profile (3 s)
      </Button>
      <Button
        variant="danger"
        onClick={() =>
          toast.show({
            kind: 'error',
            title: 'Failed to delete report',
            message: 'Network connection issue. Please check your internet connection.',
            durationMs: TOAST_DURATION.comment,
          })
        }
      >
        Error (3 s)
      </Button>
      <Button
        variant="ghost"
        onClick={() => toast.show({ kind: 'info', title: 'Website URL not available' })}
      >
        Info (2 s)
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The preview already wraps every story in a ToastProvider, as the shell does for the site. */
export const Kinds: Story = { render: () => <ToastDemo /> };
