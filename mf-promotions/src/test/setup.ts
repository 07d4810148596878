import { registerPromotionsTexts } from '../i18n';

// after test-support's setup (English texts): this remote's own
registerPromotionsTexts();
