import { z } from 'zod';
import { validationMessages } from './messages';

export const DISPLAY_NAME_MAX = 50;

/** spec §5: required after trimming, max 50. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, { error: validationMessages.displayNameRequired })
  .max(DISPLAY_NAME_MAX, { error: validationMessages.displayNameTooLong });
