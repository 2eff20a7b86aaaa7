/**
 * Node's processes (unit and integration tests, the CLI) read the common-passwords list from the
 * file the build ships as a static asset (scripts/common-passwords.ts writes it); the worker reads
 * the asset (worker/middleware/password-list.ts). A set-up file of every test file: it loads
 * nothing but the source's setter, and reads the file only when a password is checked.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { setCommonPasswordsSource } from '#worker/lib/auth/common-passwords-source.ts'

/** Where the list ships: a static asset (the build copies app/public/ as it is). */
export const COMMON_PASSWORDS_FILE = path.resolve(import.meta.dirname, '../../app/public/common-passwords.txt')

setCommonPasswordsSource(() => readFile(COMMON_PASSWORDS_FILE, 'utf8'))
