// Amounts in free text (titles, descriptions, terms), masked while a break runs ("Take a break"):
// a currency marker before or after a number ("IDR 3.850.000", "Rp50rb", "500.000 rupiah"), or a
// number in money shorthand ("500k", "1,5jt", "2 juta", "10M"). Percentages and turnover ("25x") stay.
const AMOUNT_NUMBER = String.raw`\d{1,3}(?:[.,\u00a0 ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const AMOUNT_SHORTHAND = String.raw`(?:k|K|rb|ribu|jt|juta|M|miliar|million|thousand)(?![A-Za-z])`;
const AMOUNT_CURRENCY = String.raw`(?:Rp\.?|RP|IDR|idr)`;
const AMOUNT_IN_TEXT = new RegExp(
  String.raw`(?<![\w.,])(?:(${AMOUNT_CURRENCY})\s?(?:${AMOUNT_NUMBER})(?:\s?${AMOUNT_SHORTHAND})?` +
    String.raw`|(?:${AMOUNT_NUMBER})\s?(?:${AMOUNT_SHORTHAND}|(IDR|idr|Rp|rupiah|Rupiah)(?![A-Za-z])))`,
  'g',
);

const MASKED_AMOUNT = '•••';

/** "Claim IDR 3.850.000 now" → "Claim IDR ••• now"; "up to 500k" → "up to •••" (Take a break). */
export function maskAmounts(text: string): string {
  return text.replace(AMOUNT_IN_TEXT, (_match, before: string | undefined, after: string | undefined) => {
    if (before) return `${before} ${MASKED_AMOUNT}`;
    return after ? `${MASKED_AMOUNT} ${after}` : MASKED_AMOUNT;
  });
}
