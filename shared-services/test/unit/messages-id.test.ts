import { ERROR_CLASS_MESSAGES } from '../../src/resilience/classify-error';
import { validationMessages } from '../../src/validation/messages';
import { errorClassMessagesId, validationMessagesId } from '../../src/validation/messages.id';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('Bahasa Indonesia messages', () => {
  it('translate every validation key with the same placeholders', () => {
    expect(Object.keys(validationMessagesId).sort()).toEqual(Object.keys(validationMessages).sort());
    for (const [key, english] of Object.entries(validationMessages)) {
      const indonesian = validationMessagesId[key as keyof typeof validationMessages];
      expect(indonesian, key).not.toBe(english);
      expect(placeholders(indonesian), key).toEqual(placeholders(english));
    }
  });

  it('translate every error class', () => {
    expect(Object.keys(errorClassMessagesId).sort()).toEqual(Object.keys(ERROR_CLASS_MESSAGES).sort());
  });
});
