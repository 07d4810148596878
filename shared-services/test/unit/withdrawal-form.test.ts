import { normalizeAccountNumber } from '../../src/model/withdrawal-facts';
import { createWithdrawalFormSchema, parseRupiah } from '../../src/validation/withdrawal-form';

const valid = {
  amount: '50.000',
  method: 'ewallet',
  provider: 'DANA',
  accountNumber: '081234567890',
  accountName: 'Maya',
};

/** The message key of each field that is refused. */
function refusals(values: Record<string, string>, balance = 60000) {
  const result = createWithdrawalFormSchema(balance).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('the withdraw form', () => {
  it('reads the amount as Indonesians write it', () => {
    expect(parseRupiah('50.000')).toBe(50000);
    expect(parseRupiah('Rp 1.250.000')).toBe(1250000);
    expect(parseRupiah('IDR 60,000')).toBe(60000);
    expect(parseRupiah('50k')).toBeNaN();
  });

  it('stores an e-wallet phone in its national form, and a bank number as digits', () => {
    expect(normalizeAccountNumber('ewallet', '+62 812-3456-7890')).toBe('081234567890');
    expect(normalizeAccountNumber('ewallet', '6281234567890')).toBe('081234567890');
    expect(normalizeAccountNumber('bank', '123 456 7890')).toBe('1234567890');
  });

  it('accepts IDR 50,000 to DANA out of 60,000', () => {
    expect(refusals(valid)).toEqual({});
  });

  it.each([
    ['', 'withdrawalAmountRequired'],
    ['lima puluh', 'withdrawalAmountWhole'],
    ['49.999', 'withdrawalAmountTooSmall'],
    ['10.000.001', 'withdrawalAmountTooLarge'],
    ['60.001', 'withdrawalOverBalance'],
  ])('refuses the amount %j with %s', (amount, key) => {
    expect(refusals({ ...valid, amount }, amount === '10.000.001' ? 20_000_000 : 60000)).toEqual({ amount: key });
  });

  it('says which field is wrong for the method chosen', () => {
    expect(refusals({ ...valid, accountNumber: '1234567890' })).toEqual({ accountNumber: 'withdrawalPhoneInvalid' });
    expect(refusals({ ...valid, method: 'bank' })).toEqual({ provider: 'withdrawalProviderRequired' });
    expect(refusals({ ...valid, method: 'bank', provider: 'BCA', accountNumber: '12-34' })).toEqual({
      accountNumber: 'withdrawalAccountNumberInvalid',
    });
    expect(refusals({ ...valid, accountName: '  ' })).toEqual({ accountName: 'withdrawalAccountNameRequired' });
  });
});
