/**
 * The live counter of a length-limited field (SEO title 60, description 160, "with
 * live counters"). Pure, so the counter's words are tested without a browser.
 *
 * `visible` is what the counter shows ("42/60"); `announcement` is what a screen reader hears
 * through a polite live region: nothing while there is room (a voice on every keystroke is
 * noise), then the characters left from 10 down, then how far over the limit the text is.
 */
export type CharacterCount = {
  length: number
  max: number
  remaining: number
  over: boolean
  visible: string
  announcement: string
}

export const ANNOUNCE_WITHIN = 10

export function characterCount(value: string, max: number): CharacterCount {
  // The server's check (zod maxLength after trim) counts UTF-16 units of the trimmed text: so does the counter.
  const length = value.trim().length
  const remaining = max - length
  const over = remaining < 0
  const plural = (n: number) => (n === 1 ? 'character' : 'characters')
  const announcement = over
    ? `${-remaining} ${plural(-remaining)} over the limit of ${max}`
    : remaining <= ANNOUNCE_WITHIN
      ? `${remaining} ${plural(remaining)} left`
      : ''
  return { length, max, remaining, over, visible: `${length}/${max}`, announcement }
}
