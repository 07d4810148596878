import * as z from '../shared/zod';
import type { MessageOf } from './brand-form';
import { validationMessages } from './messages';

export const DISPLAY_NAME_MAX = 50;

/** spec §5: required after trimming, max 50; errors worded by `message` (forms pass keys to translate). */
export function createDisplayNameSchema(message: MessageOf = (key) => validationMessages[key]) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: message('displayNameRequired') }),
      z.maxLength(DISPLAY_NAME_MAX, { error: message('displayNameTooLong') }),
    );
}

export const displayNameSchema = createDisplayNameSchema();
