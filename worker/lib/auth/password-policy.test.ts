import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COMMON_PASSWORDS_FILE, commonPasswordList, encodeList } from '#scripts/common-passwords.ts'
import { DEMO_ACCOUNTS } from '#scripts/seed-data.ts'
import { commonPasswords, decodeList, isPredictable, listForms, passwordRefusal } from './password-policy'

const email = 'sarah.chen@demo.brokerage.test'

describe('the shipped list', () => {
  it('is the generator output from the installed package (a few thousand entries)', async () => {
    const words = commonPasswordList()
    expect(words.length).toBeGreaterThan(3000)
    // The shipped asset is the generator's output (regenerate after upgrading the package).
    expect(readFileSync(COMMON_PASSWORDS_FILE, 'utf8')).toBe(encodeList(words))
    const list = await commonPasswords()
    expect(list.size).toBe(words.length)
    expect([...list].sort()).toEqual([...words].sort())
    expect(list.has('password')).toBe(true)
    expect(list.has('qwertyuiop')).toBe(true)
  })
})

describe('the front coding', () => {
  it('round-trips words sharing long prefixes, digits and quotes', () => {
    const words = ['password', 'password1', 'password12345678', "pass'word", '1234abcd', '12345678901234']
    expect([...decodeList(encodeList(words))].sort()).toEqual([...words].sort())
    expect(encodeList(['abcdefghijkl', 'abcdefghijkz']).split('\n')[1]).toBe('9jkz')
  })
})

describe('passwordRefusal', () => {
  it.each([
    ['password1234', 'common'],
    ['Password2024!', 'common'],
    ['P@ssw0rd2026!!', 'common'],
    ['qwertyuiop12', 'common'],
    ['1qaz2wsx3edc', 'common'],
    ['iloveyou2026', 'common'],
    ['123456789012', 'predictable'],
    ['aaaaaaaaaaaaaaa', 'predictable'],
    ['abcabcabcabc', 'predictable'],
    ['abcdefghijklm', 'predictable'],
    ['987654321098', 'predictable'],
    ['sarah.chen-2026-x', 'email'],
    ['Sarah.Chen', 'email'],
  ] as const)('%s → %s', async (password, refusal) => {
    expect(await passwordRefusal(password, { email })).toBe(refusal)
  })

  it('refuses the current password unchanged (NFKC-equal)', async () => {
    expect(await passwordRefusal('Tide-Lantern-Orbit-9', { email, current: 'Tide-Lantern-Orbit-9' })).toBe('unchanged')
    expect(await passwordRefusal('ﬁne-Tide-Lantern-9', { email, current: 'fine-Tide-Lantern-9' })).toBe('unchanged')
    expect(await passwordRefusal('Tide-Lantern-Orbit-9', { email, current: 'Other-Lantern-Orbit-9' })).toBeNull()
  })

  it.each(['Tide-Lantern-Orbit-9', 'correct horse battery staple', 'Pw-0190f3a2-1234-7abc', 'Agent-pass-2026'])(
    'accepts %s',
    async (password) => {
      expect(await passwordRefusal(password, { email })).toBeNull()
    },
  )

  it('the demo passwords are neither listed nor predictable (they contain their e-mail names: the rules apply when a password is set, the seed stores hashes)', async () => {
    const list = await commonPasswords()
    for (const account of DEMO_ACCOUNTS) {
      expect(
        listForms(account.password).filter((f) => list.has(f)),
        account.email,
      ).toEqual([])
      expect(isPredictable(account.password)).toBe(false)
      expect(await passwordRefusal(account.password, { email: 'someone-else@example.com' })).toBeNull()
    }
  })

  it('ignores an e-mail name shorter than 3 characters', async () => {
    expect(await passwordRefusal('Tide-Lantern-Orbit-9', { email: 'ti@example.com' })).toBeNull()
  })
})

describe('helpers', () => {
  it('listForms strips digits and symbols around a word and reads look-alikes', () => {
    expect(listForms('P@ssw0rd2026!')).toContain('password')
    expect(listForms('4dm1n1strator')).toContain('administrator')
  })

  it('isPredictable', () => {
    expect(isPredictable('zyxwvutsrqpo')).toBe(true)
    expect(isPredictable('121212121212')).toBe(true)
    expect(isPredictable('Tide-Lantern')).toBe(false)
  })
})
