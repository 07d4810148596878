import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PromotionDescription } from './PromotionDescription';

const meta = {
  title: 'Data display/PromotionDescription',
  component: PromotionDescription,
} satisfies Meta<typeof PromotionDescription>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The light markup of spec §3, as the detail modal and the brand editor's preview show it. */
export const LightMarkup: Story = {
  args: {
    markup:
      '## How to claim\nDeposit at least **IDR 50.000** and the bonus is added.\n\n### Steps\n1. Register\n2. Deposit\n3. Claim in the promotions tab\n\n- Slots only\n- Turnover 10x',
  },
};

/** Raw HTML typed into a description shows as text. */
export const EscapesHtml: Story = {
  args: { markup: 'Bonus <img src=x onerror="alert(1)"> and <script>alert(2)</script> stay text' },
};
