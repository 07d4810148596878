import { useCallback } from 'react';
import { addResources, type NamespaceResources } from './init-i18n';
import { useTranslation } from './use-translation';

type MessageValues = Record<string, string | number>;
type Messages = Record<string, string>;

/** `{name}` → `{{name}}`; `{name, number}` → `{{name, number}}`, which i18next groups in the page's language. */
function toI18nextPlaceholders(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [
      key,
      text.replace(/\{(\w+)(, number)?\}/g, '{{$1$2}}'),
    ]),
  );
}

/** Shows a message key in the page's language; `values` add to the registered ones (e.g. a count). */
export type MessageText = (
  message: string | undefined,
  values?: MessageValues,
) => string | undefined;

/**
 * Registers messages a data layer answers with as keys (shared-services' validation messages, with
 * `{name}` placeholders) and returns the hook that shows such a key in the page's language with its
 * registered values (the limits) filled in. A message that is no key (a library's own text) is shown
 * as it came.
 */
export function createMessageTexts(
  namespace: string,
  messages: NamespaceResources<Messages>,
  valuesByKey: Partial<Record<string, MessageValues>> = {},
): () => MessageText {
  addResources(namespace, {
    en: toI18nextPlaceholders(messages.en),
    id: toI18nextPlaceholders(messages.id),
  });
  return function useMessageText() {
    const { t } = useTranslation(namespace);
    return useCallback<MessageText>(
      (message, values = {}) => {
        if (!message) return undefined;
        if (!Object.hasOwn(messages.en, message)) return message;
        return t(message, { ...valuesByKey[message], ...values });
      },
      [t],
    );
  };
}
