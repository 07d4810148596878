import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TextArea, TextField } from './TextField';

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: 'Display name', placeholder: 'Your name', maxLength: 50 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounter: Story = {};
export const WithError: Story = {
  args: { error: 'Please enter a display name', defaultValue: '' },
};
export const WithHint: Story = {
  args: {
    label: 'Website URL',
    maxLength: undefined,
    type: 'url',
    placeholder: 'https://',
    hint: 'Use the full https address.',
  },
};
export const Required: Story = {
  args: { label: 'Brand URL slug', required: true, maxLength: undefined },
};

function CommentAreaDemo() {
  const [text, setText] = useState('');
  const tooLong = text.length > 1000;
  return (
    <TextArea
      label="Reply as Admin"
      value={text}
      onChange={(event) => setText(event.target.value)}
      maxLength={1000}
      error={
        tooLong
          ? `Comment is too long. Please limit to 1000 characters (currently ${text.length} characters)`
          : undefined
      }
    />
  );
}

export const CommentArea: Story = { render: () => <CommentAreaDemo /> };

export const FullCommentArea: Story = {
  render: () => <TextArea label="Comment" maxLength={1000} defaultValue={'a'.repeat(1000)} />,
};
