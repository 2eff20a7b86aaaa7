/** Where the front-coded common-passwords list's text comes from: the worker's static assets, or a file in Node. */
export type CommonPasswordsSource = () => Promise<string>

let listSource: CommonPasswordsSource | undefined

/**
 * Sets where the list is read from, once per isolate or process (later calls are ignored): the
 * worker passes its assets (`/common-passwords.txt`, scripts/common-passwords.ts), Node's scripts
 * and tests the file. Kept out of the worker's code: 14 KB gzip of a 200 KB budget. A module of
 * its own, without imports, so Node's test set-up can set it without loading the password rules.
 */
export function setCommonPasswordsSource(source: CommonPasswordsSource): void {
  listSource ??= source
}

/** The source set, if any. */
export const commonPasswordsSource = (): CommonPasswordsSource | undefined => listSource
