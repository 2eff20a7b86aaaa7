/**
 * Node's processes (unit and integration tests, the CLI) read the common-passwords list from the
 * file the build ships as a static asset; the worker reads the asset (worker/middleware/password-list.ts).
 */
import { readFile } from 'node:fs/promises'
import { COMMON_PASSWORDS_FILE } from '#scripts/common-passwords.ts'
import { setCommonPasswordsSource } from '#worker/lib/auth/password-policy.ts'

setCommonPasswordsSource(() => readFile(COMMON_PASSWORDS_FILE, 'utf8'))
