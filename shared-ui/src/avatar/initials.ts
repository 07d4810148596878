/** Up to two initials: "Budi Santoso" → "BS", "admin@bonus-atlas.test" → "A". */
export function getInitials(name: string | null | undefined): string {
  const cleaned = (name ?? '').split('@')[0]?.trim() ?? '';
  if (!cleaned) return '?';
  const words = cleaned.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}
