const SMALL_WORDS = new Set(['of', 'the', 'and', '&', 'de', 'du', 'la', 'le'])

/**
 * Initials for a lender without a logo: an acronym-style first word is kept as is
 * ('RBC Royal Bank' → 'RBC', 'MCAP' → 'MCAP'), otherwise the first letters of the first two
 * significant words ('Home Trust' → 'HT'), or one letter for a one-word name ('Tangerine' → 'T').
 */
export function lenderInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()))
  const first = words[0]
  if (!first) return '?'
  const letters = first.replace(/[^\p{L}\p{N}]/gu, '')
  if (letters.length >= 2 && letters.length <= 4 && letters === letters.toUpperCase() && /\p{L}/u.test(letters))
    return letters
  return words
    .slice(0, 2)
    .map((w) =>
      w
        .replace(/[^\p{L}\p{N}]/gu, '')
        .charAt(0)
        .toUpperCase(),
    )
    .join('')
}
