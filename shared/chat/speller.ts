// Typo correction against the assistant's own vocabulary: the words of the knowledge base (its
// titles, the words visitors use, the answers, in English and French), the words the slot
// filler reads ("afford", "owe", "biweekly"…) and the question words. A word the vocabulary
// lacks is replaced by the closest vocabulary word within one edit (two from 8 letters; a swap
// of two neighbouring letters is one edit), keeping its first letter, so "tranfer", "varible",
// "clsoing" and "shoud" become "transfer", "variable", "closing" and "should", while words
// that are simply not about mortgages ("faucet", "raptors") stay as they are.

export interface Speller {
  /** The word itself when known or too short or too far from any; else its correction. */
  correct(word: string): string
  /** The word is in the vocabulary. */
  knows(word: string): boolean
}

/** Damerau-Levenshtein distance (optimal string alignment), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows = a.length + 1
  const cols = b.length + 1
  let prev2: number[] = []
  let prev: number[] = Array.from({ length: cols }, (_, j) => j)
  for (let i = 1; i < rows; i++) {
    const row: number[] = [i]
    let best = i
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1)
      row.push(d)
      if (d < best) best = d
    }
    if (best > max) return max + 1
    prev2 = prev
    prev = row
  }
  return prev[cols - 1]!
}

/** English endings of a word ("-s", "-ed", "-ing", "-ment"…); "-d" alone only after an "e" (spelled "ed"). */
const ENDINGS = ['s', 'es', 'ed', 'ing', 'er', 'ers', 'est', 'ly', 'ment', 'ments', 'ness', 'ion', 'ions']

const maxEdits = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0)

/** `words`: the vocabulary, most frequent first (ties go to the earlier word). */
export function createSpeller(words: readonly string[]): Speller {
  const known = new Set(words)
  // Candidates grouped by first letter: a typo rarely changes the first letter.
  const byInitial = new Map<string, string[]>()
  for (const w of words) {
    if (w.length < 3) continue
    const list = byInitial.get(w[0]!) ?? []
    list.push(w)
    byInitial.set(w[0]!, list)
  }
  const bySkeleton = new Map<string, string>()
  for (const w of words) {
    const skeleton = w[0] + w.slice(1).replace(/[aeiou]/g, '')
    if (w.length >= 5 && skeleton.length >= 4 && skeleton !== w && !bySkeleton.has(skeleton))
      bySkeleton.set(skeleton, w)
  }
  const cache = new Map<string, string>()
  // A known word with an English ending ("started", "playing", "requirement"): a real word, never
  // a typo of another word ("stated", "paying", "retirement"); only its own base may stand for it
  // ("wiser" is "wise").
  const baseOf = (word: string): string | null => {
    for (const ending of ENDINGS) {
      if (!word.endsWith(ending)) continue
      const base = word.slice(0, -ending.length)
      if (base.length < 3) continue
      const forms = [base, `${base}e`, base.slice(0, -1), `${base.slice(0, -1)}y`]
      const doubled = /([b-df-hj-np-tv-z])\1$/.test(base)
      const found = forms.find((f, i) => known.has(f) && (i < 2 || (i === 2 ? doubled : base.endsWith('i'))))
      if (found) return found
    }
    return null
  }
  return {
    knows: (word) => known.has(word),
    correct(word) {
      if (known.has(word) || !/^[a-z]+$/.test(word)) return word
      const max = maxEdits(word.length)
      if (max === 0) return word
      const hit = cache.get(word)
      if (hit !== undefined) return hit
      let best = word
      let bestDistance = max + 1
      for (const candidate of byInitial.get(word[0]!) ?? []) {
        if (Math.abs(candidate.length - word.length) > max) continue
        const d = editDistance(word, candidate, Math.min(max, bestDistance - 1))
        if (d < bestDistance) {
          best = candidate
          bestDistance = d
          if (d === 1) break
        }
      }
      // A word written without its vowels ("pymnt", "mthly") is a shorthand: the most frequent
      // word of the same letters with its vowels left out.
      // So is a shortened word with its vowels dropped but the first ("biwkly"): the longer word of
      // the same consonants.
      if (best === word && word.length >= 4) {
        const skeleton = /[aeiou]/.test(word) ? word[0] + word.slice(1).replace(/[aeiou]/g, '') : word
        const full = bySkeleton.get(skeleton)
        if (full && full.length > word.length) best = full
      }
      const base = baseOf(word)
      if (base !== null && best !== base) best = word
      cache.set(word, best)
      return best
    },
  }
}
