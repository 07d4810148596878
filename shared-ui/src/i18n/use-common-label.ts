import { useCallback } from 'react';
import { useTranslation } from './use-translation';

/** The common namespace's texts as a labelling rule sees them: a lookup and whether a key exists. */
export interface CommonTexts {
  t(key: string, values?: Record<string, string>): string;
  exists(key: string): boolean;
}

/**
 * A label function in the active language for values whose texts live in the common namespace
 * (a promotion category's label: the rule from shared-services, the texts from here). Keeps its
 * identity until the language changes; `label` must be a stable (module-level) function.
 */
export function useCommonLabel<T>(
  label: (value: T, texts: CommonTexts) => string,
): (value: T) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (value: T) =>
      label(value, {
        t: (key, values) => t(key, values ?? {}),
        exists: (key) => i18n.exists(key, { ns: 'common' }),
      }),
    [label, t, i18n],
  );
}
