import { storybookMain } from '../../.storybook/shared/main.ts';

export default storybookMain();
