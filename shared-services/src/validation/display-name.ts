import * as z from '../shared/zod';
import { DISPLAY_NAME_MAX } from './limits';
import { englishMessage, type MessageOf } from './messages';
import { claimsAdminLabel, hasOnlyNameCharacters } from './person-name';

export { DISPLAY_NAME_MAX };

/**
 * spec §5: required after trimming, max 50; only the characters of a person's name and, unless the
 * account is an admin's, no name posing as the team (firestore.rules check both; a signed-in comment
 * carries this name). Errors worded by `message` (forms pass keys to translate).
 */
export function createDisplayNameSchema(
  message: MessageOf = englishMessage,
  options: { mayClaimAdmin?: boolean } = {},
) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: message('displayNameRequired') }),
      z.maxLength(DISPLAY_NAME_MAX, { error: message('displayNameTooLong') }),
      z.refine((name: string) => options.mayClaimAdmin === true || !claimsAdminLabel(name), {
        error: message('commentNameReserved'),
      }),
      z.refine((name: string) => name === '' || hasOnlyNameCharacters(name), {
        error: message('nameInvalidCharacters'),
      }),
    );
}

export const displayNameSchema = createDisplayNameSchema();
