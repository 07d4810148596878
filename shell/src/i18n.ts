import { addResources, useTranslation } from '@bonus-atlas/shared-ui';
import { shellEn, shellId } from './i18n-texts';

export const SHELL_NS = 'shell';

addResources(SHELL_NS, { en: shellEn, id: shellId });

/** The shell's own texts; shared ones (nav, states, actions) come from `common:`. */
export function useShellTranslation() {
  return useTranslation([SHELL_NS, 'common']);
}
