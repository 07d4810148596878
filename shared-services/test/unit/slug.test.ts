import { findUniqueSlug, generateSlug, SlugUnavailableError } from '../../src/model/slug';

describe('slug generation (spec §5)', () => {
  it('lowercases, strips non-word characters, hyphenates spaces and collapses hyphens', () => {
    expect(generateSlug('Lucky Star Casino')).toBe('lucky-star-casino');
    expect(generateSlug('  Bet & Win!! 88 ')).toBe('bet-win-88');
    expect(generateSlug('Mega--Bonus  -- Club')).toBe('mega-bonus-club');
    expect(generateSlug('snake_case_ok')).toBe('snake_case_ok');
  });

  it('keeps the base slug when free', async () => {
    expect(await findUniqueSlug('lucky', async () => false)).toBe('lucky');
  });

  it('appends -1, -2 … until a free one is found', async () => {
    const taken = new Set(['lucky', 'lucky-1', 'lucky-2']);
    expect(await findUniqueSlug('lucky', async (slug) => taken.has(slug))).toBe('lucky-3');
  });

  it('tries -1 … -100 and then fails', async () => {
    const tried: string[] = [];
    const attempt = findUniqueSlug('busy', async (slug) => {
      tried.push(slug);
      return true;
    });
    await expect(attempt).rejects.toBeInstanceOf(SlugUnavailableError);
    expect(tried).toHaveLength(101);
    expect(tried.at(-1)).toBe('busy-100');
    // -100 itself is still an accepted answer
    expect(await findUniqueSlug('busy', async (slug) => slug !== 'busy-100')).toBe('busy-100');
  });
});
