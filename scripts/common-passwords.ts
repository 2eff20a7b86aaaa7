/**
 * `node --import tsx scripts/common-passwords.ts` writes app/public/common-passwords.txt: the
 * shipped list of common and breached passwords, sorted and front-coded (each line: how many
 * leading characters it shares with the line before, 0-9, then the rest; 14 KB gzip). It is a
 * static asset the worker reads on first use (worker/lib/auth/password-policy.ts), not part of the
 * worker's code: the list is public knowledge, and in the bundle it was 14 KB of the 200 KB budget.
 *
 * Source: the `passwords` frequency list of @zxcvbn-ts/language-common (MIT licence; Dan
 * Wheeler, Dropbox, and the zxcvbn-ts authors), itself drawn from public password leaks and
 * ordered by frequency. Kept: the most frequent `TOP` entries of at least 4 characters, and
 * every entry of at least 12 characters (those a length rule alone would let through), lower-
 * cased, without repeats. Regenerate after upgrading the package; a unit test checks the
 * shipped data matches.
 */

import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { COMMON_PASSWORDS_FILE } from './lib/common-passwords-file'
import { root } from './lib/worker'

const require = createRequire(import.meta.url)
const TOP = 5000
export const COMMON_PASSWORDS_SOURCE = '@zxcvbn-ts/language-common 4.1.3 (MIT), passwords list'

/** The list, lower-cased, in frequency order. */
export function commonPasswordList(): string[] {
  const all = require('@zxcvbn-ts/language-common/src/passwords.json') as string[]
  const seen = new Set<string>()
  const out: string[] = []
  all.forEach((entry, rank) => {
    const word = entry.toLowerCase()
    const keep = (rank < TOP && word.length >= 4) || word.length >= 12
    if (keep && !seen.has(word) && !word.includes('\n')) {
      seen.add(word)
      out.push(word)
    }
  })
  return out
}

export function encodeList(words: string[]): string {
  let previous = ''
  return [...words]
    .sort()
    .map((word) => {
      let shared = 0
      while (shared < 9 && shared < previous.length && previous[shared] === word[shared]) shared++
      previous = word
      return `${shared}${word.slice(shared)}`
    })
    .join('\n')
}

export { COMMON_PASSWORDS_FILE }

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const words = commonPasswordList()
  writeFileSync(COMMON_PASSWORDS_FILE, encodeList(words))
  console.log(
    `Wrote ${path.relative(root, COMMON_PASSWORDS_FILE)} (${words.length} entries, ${COMMON_PASSWORDS_SOURCE}).`,
  )
}
