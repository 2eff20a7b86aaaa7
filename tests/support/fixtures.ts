import { readFileSync } from 'node:fs'

/**
 * A fixture's text: the pages and feeds the rate and news tests parse (unit tests) and the
 * local fixture servers serve (integration, e2e, the bench). One copy for every kind of test.
 */
export function readFixture(area: 'rates' | 'news', name: string): string {
  return readFileSync(new URL(`../fixtures/${area}/${name}`, import.meta.url), 'utf8')
}
