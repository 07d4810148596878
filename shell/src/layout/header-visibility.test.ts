import { describe, expect, it } from 'vitest';
import { nextHeaderVisible } from './header-visibility';

describe('nextHeaderVisible', () => {
  it('stays visible while scrolling down within the first 100 px', () => {
    expect(nextHeaderVisible(40, 100, true)).toBe(true);
  });

  it('hides when scrolling down past 100 px', () => {
    expect(nextHeaderVisible(90, 101, true)).toBe(false);
  });

  it('reappears on any scroll up', () => {
    expect(nextHeaderVisible(900, 880, false)).toBe(true);
  });

  it('reappears at the top', () => {
    expect(nextHeaderVisible(50, 0, false)).toBe(true);
  });

  it('keeps its state when the position does not change', () => {
    expect(nextHeaderVisible(500, 500, false)).toBe(false);
  });
});
