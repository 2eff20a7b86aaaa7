/**
 * What a new password must not be, beyond its length (NIST SP 800-63B): on the shipped list of
 * common and breached passwords (also with digits, symbols or look-alike characters around or in
 * a listed word: `Password2024!`, `p@ssw0rd`), made of repeated or in-order characters
 * (`aaaaaaaaaaaa`, `123456789012`, `abcabcabcabc`), containing the e-mail's name part, or equal to
 * the current password. Applies when a password is set (new account, change, reset); existing
 * passwords keep signing in.
 */
import { PASSWORD_REFUSALS } from '#shared/schemas/auth.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { commonPasswordsSource } from './common-passwords-source'

export type PasswordRefusal = keyof typeof PASSWORD_REFUSALS

let listPromise: Promise<ReadonlySet<string>> | undefined

/** Reads the front-coded list: each line is the count of leading characters shared with the word before (one digit), then the rest. */
export function decodeList(frontCoded: string): ReadonlySet<string> {
  const words = new Set<string>()
  let previous = ''
  for (const line of frontCoded.split('\n')) {
    previous = previous.slice(0, Number(line[0])) + line.slice(1)
    words.add(previous)
  }
  return words
}

/**
 * The shipped list, read and decoded once per isolate on first use. Without a source, or when it
 * cannot be read, setting a password fails (a 503 for the request) rather than skipping the check;
 * a failed read is tried again by the next request.
 */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  listPromise ??= (async () => {
    const source = commonPasswordsSource()
    const text = source ? await source().catch(() => '') : ''
    if (!text.trim()) throw new HttpError('unavailable', 'The password check is not available. Try again shortly.')
    return decodeList(text.trim())
  })().catch((error: unknown) => {
    listPromise = undefined
    throw error
  })
  return listPromise
}

const LOOK_ALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
}

/** The forms of a password compared with the list: as typed, its core, its look-alikes read. */
export function listForms(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase()
  const core = (s: string) => s.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
  const unLeet = (s: string) => s.replace(/[@48310!$57+]/g, (c) => LOOK_ALIKES[c] ?? c)
  const forms = [lower, core(lower), unLeet(core(lower)), core(unLeet(lower))]
  return [...new Set(forms.filter((f) => f.length >= 4))]
}

/** All one character, a short block repeated, or a run of characters in order (with 9→0). */
export function isPredictable(password: string): boolean {
  const s = password.normalize('NFKC').toLowerCase()
  if (s.length === 0) return false
  for (let block = 1; block <= 4 && block * 2 <= s.length; block++) {
    if (
      s ===
      s
        .slice(0, block)
        .repeat(Math.ceil(s.length / block))
        .slice(0, s.length)
    )
      return true
  }
  const codes = [...s].map((c) => c.codePointAt(0)!)
  const step = (a: number, b: number) => {
    if (a === 0x39 && b === 0x30) return 1 // 9 → 0
    if (a === 0x30 && b === 0x39) return -1
    return b - a
  }
  const first = step(codes[0]!, codes[1] ?? codes[0]!)
  return (first === 1 || first === -1) && codes.every((c, i) => i === 0 || step(codes[i - 1]!, c) === first)
}

/** The e-mail's name part, when long enough to mean something (3 characters or more). */
function emailName(email: string): string | null {
  const name = email.trim().toLowerCase().split('@')[0] ?? ''
  return name.length >= 3 ? name : null
}

/**
 * Why `password` may not be set, or null when it may. `current`: the password it replaces,
 * when the user typed it (a change), so an unchanged one is refused without a hash.
 */
export async function passwordRefusal(
  password: string,
  context: { email: string; current?: string | undefined },
): Promise<PasswordRefusal | null> {
  const normal = password.normalize('NFKC')
  if (context.current !== undefined && normal === context.current.normalize('NFKC')) return 'unchanged'
  const name = emailName(context.email)
  if (name && normal.toLowerCase().includes(name)) return 'email'
  if (isPredictable(normal)) return 'predictable'
  const list = await commonPasswords()
  if (listForms(normal).some((form) => list.has(form))) return 'common'
  return null
}

/** `passwordRefusal` for a route: a 400 naming `field` with the reason, or nothing. */
export async function assertAcceptablePassword(
  password: string,
  context: { email: string; current?: string | undefined },
  field: string,
): Promise<void> {
  const refusal = await passwordRefusal(password, context)
  if (refusal)
    throw new HttpError('validation_failed', PASSWORD_REFUSALS[refusal], { [field]: PASSWORD_REFUSALS[refusal] })
}
