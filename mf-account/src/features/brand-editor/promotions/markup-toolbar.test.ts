import { describe, expect, it } from 'vitest';
import { applyMarkup } from './markup-toolbar';

describe('applyMarkup', () => {
  it('wraps the selection in ** for Bold and keeps it selected', () => {
    expect(applyMarkup('bold', { text: 'Get 100% bonus', selectionStart: 4, selectionEnd: 8 })).toEqual({
      text: 'Get **100%** bonus',
      selectionStart: 6,
      selectionEnd: 10,
    });
  });

  it('turns the current line into a heading, replacing an older heading marker', () => {
    expect(applyMarkup('h2', { text: 'intro\nHow to claim', selectionStart: 8, selectionEnd: 8 }).text).toBe(
      'intro\n## How to claim',
    );
    expect(applyMarkup('h3', { text: '## How to claim', selectionStart: 3, selectionEnd: 3 }).text).toBe(
      '### How to claim',
    );
  });

  it('numbers every selected line and bullets them', () => {
    const text = 'Register\nDeposit\nClaim';
    expect(applyMarkup('number', { text, selectionStart: 0, selectionEnd: text.length }).text).toBe(
      '1. Register\n2. Deposit\n3. Claim',
    );
    expect(applyMarkup('bullet', { text, selectionStart: 0, selectionEnd: 12 }).text).toBe(
      '- Register\n- Deposit\nClaim',
    );
  });
});
