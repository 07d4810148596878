import * as z from '../shared/zod';
import {
  WITHDRAWAL_MAX_AMOUNT,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_MIN_AMOUNT,
  WITHDRAWAL_PROVIDERS,
  WITHDRAWAL_TEXT_LIMITS,
  isValidAccountNumber,
  normalizeAccountNumber,
  type WithdrawalMethod,
} from '../model/withdrawal-facts';
import { messageKey as key } from './messages';
import { hasOnlyNameCharacters } from './person-name';

/** What the withdraw form holds as typed (the amount is text: "50.000" is how Indonesians write it). */
export interface WithdrawalFormValues {
  amount: string;
  method: WithdrawalMethod;
  provider: string;
  accountNumber: string;
  accountName: string;
}

/** The amount typed in whole rupiah, grouping dots, commas and spaces ignored ("Rp 50.000" → 50000); NaN if not. */
export function parseRupiah(typed: string): number {
  const digits = typed.replace(/^\s*(?:Rp\.?|IDR)\s*/i, '').replace(/[\s.,\u00a0]/g, '');
  return /^[0-9]{1,12}$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * The withdraw form (react-hook-form's resolver and the service's own check): the amount between the
 * limits and within `balance`, a listed provider of the chosen method, the account number in that
 * method's shape (digits; an e-wallet's phone as 08… or +62…), the holder's name. Errors are message
 * keys (firestore.rules check the same).
 */
export function createWithdrawalFormSchema(balance: number) {
  return z
    .object({
      amount: z.string(),
      method: z.enum(WITHDRAWAL_METHODS),
      provider: z.string(),
      accountNumber: z.string(),
      accountName: z.string().check(
        z.trim(),
        z.minLength(1, { error: key('withdrawalAccountNameRequired') }),
        z.maxLength(WITHDRAWAL_TEXT_LIMITS.accountName, { error: key('withdrawalAccountNameTooLong') }),
        z.refine((name: string) => name === '' || hasOnlyNameCharacters(name), {
          error: key('nameInvalidCharacters'),
        }),
      ),
    })
    .check(
      z.superRefine((values, context) => {
        const issue = (path: keyof WithdrawalFormValues, message: string) =>
          context.issues.push({ code: 'custom', path: [path], message, input: values[path] });
        const amount = parseRupiah(values.amount);
        if (values.amount.trim() === '') issue('amount', key('withdrawalAmountRequired'));
        else if (!Number.isFinite(amount)) issue('amount', key('withdrawalAmountWhole'));
        else if (amount < WITHDRAWAL_MIN_AMOUNT) issue('amount', key('withdrawalAmountTooSmall'));
        else if (amount > WITHDRAWAL_MAX_AMOUNT) issue('amount', key('withdrawalAmountTooLarge'));
        else if (amount > balance) issue('amount', key('withdrawalOverBalance'));
        if (!WITHDRAWAL_PROVIDERS[values.method].includes(values.provider)) {
          issue('provider', key('withdrawalProviderRequired'));
        }
        if (!isValidAccountNumber(values.method, normalizeAccountNumber(values.method, values.accountNumber))) {
          issue(
            'accountNumber',
            key(values.method === 'ewallet' ? 'withdrawalPhoneInvalid' : 'withdrawalAccountNumberInvalid'),
          );
        }
      }),
    );
}
