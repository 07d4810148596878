import { RulesEvalError } from './values.js';

const cache = new Map<string, RegExp>();

/** Rules regexes are RE2; the subset used in rules (classes, anchors, groups, quantifiers) is valid JS. */
export function regexFor(pattern: string, flags = ''): RegExp {
  const key = `${flags}/${pattern}`;
  let re = cache.get(key);
  if (!re) {
    try {
      re = new RegExp(pattern, flags);
    } catch (error) {
      throw new RulesEvalError(`invalid regular expression '${pattern}': ${(error as Error).message}`);
    }
    cache.set(key, re);
  }
  return re;
}

/** `string.matches()` must match the whole string, not a substring. */
export function fullMatchRegex(pattern: string): RegExp {
  return regexFor(`^(?:${pattern})$`);
}
