import { readFileSync } from 'node:fs';
import {
  BRAND_COMMENT_INTERVAL_MS,
  GAME_CATEGORIES,
  OLD_ADDRESS_RESERVED_DAYS,
  WITHDRAWAL_BANKS,
  WITHDRAWAL_EWALLETS,
  WITHDRAWAL_MAX_AMOUNT,
  WITHDRAWAL_MIN_AMOUNT,
} from '@bonus-atlas/shared-services/model';
import { describe, expect, it } from 'vitest';

// The rules language cannot import, so firestore.rules keeps its own copy of the model's lists; these
// cases fail when a copy and the model (shared-services/src/model) differ.
const rules = readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8');

/** The items of `function name() { return [...]; }` in the rules, as written. */
function listItems(name: string): string {
  const match = new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return\\s*\\[([^\\]]*)\\];\\s*\\}`).exec(rules);
  if (!match) throw new Error(`firestore.rules has no function ${name}() { return [...]; }`);
  return match[1] ?? '';
}

/** The strings of `function name() { return [...]; }` in the rules. */
function listFunction(name: string): string[] {
  return [...listItems(name).matchAll(/'([^']*)'/g)].map((item) => item[1] as string);
}

describe("firestore.rules' copies of the model's lists", () => {
  it("gameCategories() is exactly the model's GAME_CATEGORIES", () => {
    expect(listFunction('gameCategories')).toEqual([...GAME_CATEGORIES]);
  });

  it("keeps a renamed brand's old address reserved as long as the model says (OLD_ADDRESS_RESERVED_DAYS)", () => {
    const reserved = /function redirectReserved\(\)[^}]*duration\.value\((\d+), 'd'\)/.exec(rules);
    expect(Number(reserved?.[1])).toBe(OLD_ADDRESS_RESERVED_DAYS);
  });

  it('paces new comments on a brand as the model says (BRAND_COMMENT_INTERVAL_MS)', () => {
    const pace = /function paceKept\(\)[^}]*duration\.value\((\d+), 's'\)/.exec(rules);
    expect(Number(pace?.[1]) * 1000).toBe(BRAND_COMMENT_INTERVAL_MS);
  });

  it('names each game category once, in gameCategories(), so no second list can drift', () => {
    for (const category of GAME_CATEGORIES) expect(rules.split(`'${category}'`).length - 1, category).toBe(1);
  });

  it("withdrawalAmountRange() is the model's minimum and maximum of one request", () => {
    const numbers = listItems('withdrawalAmountRange')
      .split(',')
      .map((item) => Number(item.trim()));
    expect(numbers).toEqual([WITHDRAWAL_MIN_AMOUNT, WITHDRAWAL_MAX_AMOUNT]);
  });

  it("withdrawalBanks() and withdrawalEwallets() are exactly the model's providers", () => {
    expect(listFunction('withdrawalBanks')).toEqual([...WITHDRAWAL_BANKS]);
    expect(listFunction('withdrawalEwallets')).toEqual([...WITHDRAWAL_EWALLETS]);
  });

  it('writes the withdrawal limits once, in withdrawalAmountRange(), so no second literal can drift', () => {
    for (const amount of [WITHDRAWAL_MIN_AMOUNT, WITHDRAWAL_MAX_AMOUNT]) {
      expect(rules.match(new RegExp(`(?<![0-9])${amount}(?![0-9])`, 'g'))?.length, String(amount)).toBe(1);
    }
  });
});
