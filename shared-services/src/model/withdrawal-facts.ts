// A withdrawal request's limits, methods, providers and statuses: the one home of these facts. The
// rules keep a copy (they cannot import): rules/test/model-lists.test.ts fails when the two differ.

/** Smallest and largest amount of one request, in whole rupiah. */
export const WITHDRAWAL_MIN_AMOUNT = 50_000;
export const WITHDRAWAL_MAX_AMOUNT = 10_000_000;

export const WITHDRAWAL_METHODS = ['bank', 'ewallet'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

/** Indonesian banks a transfer goes to (as their customers name them). */
export const WITHDRAWAL_BANKS = [
  'BCA',
  'Mandiri',
  'BRI',
  'BNI',
  'CIMB Niaga',
  'BSI',
  'Permata',
  'Danamon',
  'BTN',
] as const;
/** E-wallets, each reached by the phone number its account is registered with. */
export const WITHDRAWAL_EWALLETS = ['DANA', 'OVO', 'GoPay', 'ShopeePay', 'LinkAja'] as const;

export const WITHDRAWAL_PROVIDERS: Record<WithdrawalMethod, readonly string[]> = {
  bank: WITHDRAWAL_BANKS,
  ewallet: WITHDRAWAL_EWALLETS,
};

/** pending → paid (final) or pending → rejected (final, the amount goes back to the balance). */
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Longest texts of a request and a decision. */
export const WITHDRAWAL_TEXT_LIMITS = { accountName: 100, reference: 100, reason: 500 } as const;

/** A bank account number: digits only, as the bank prints it without spaces or dashes. */
export const BANK_ACCOUNT_PATTERN = /^[0-9]{6,20}$/;
/** An e-wallet's phone number as stored: the national form 08…, 10 to 13 digits. */
export const EWALLET_PHONE_PATTERN = /^08[0-9]{8,11}$/;

/**
 * The account number as stored: spaces, dots and dashes dropped; an e-wallet's +62/62 prefix becomes
 * the national 0 (the wallets know the number as 08…), so one account is always one number.
 */
export function normalizeAccountNumber(method: WithdrawalMethod, typed: string): string {
  const digits = typed.replace(/[\s.-]/g, '');
  if (method !== 'ewallet') return digits;
  if (digits.startsWith('+62')) return `0${digits.slice(3)}`;
  if (digits.startsWith('62')) return `0${digits.slice(2)}`;
  return digits;
}

export function isValidAccountNumber(method: WithdrawalMethod, stored: string): boolean {
  return (method === 'ewallet' ? EWALLET_PHONE_PATTERN : BANK_ACCOUNT_PATTERN).test(stored);
}

/** The last four digits: all a wallet history, a page or an admin list needs to tell accounts apart. */
export function accountLast4(accountNumber: string): string {
  return accountNumber.slice(-4);
}

/** "•••• 1234": how an account number shows wherever the full number is not needed. */
export function maskedAccount(last4: string): string {
  return `•••• ${last4}`;
}

/** The wallet entry of a request: one per request, written in the request's own commit. */
export function withdrawalTransactionId(withdrawalId: string): string {
  return `withdrawal_${withdrawalId}`;
}

/** A request as the member and the admins read it. */
export interface Withdrawal {
  id: string;
  userId: string;
  amount: number;
  method: WithdrawalMethod;
  provider: string;
  accountNumber: string;
  accountName: string;
  status: WithdrawalStatus;
  reference: string;
  reason: string;
  decidedBy: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  decidedAt: Date | null;
}
