import { useTranslation } from '@bonus-atlas/shared-ui';
import { registerShellTexts, SHELL_NS } from './i18n-loaders';

registerShellTexts();

/** The shell's own texts; shared ones (nav, states, actions) come from `common:`. */
export function useShellTranslation() {
  return useTranslation([SHELL_NS, 'common']);
}
