import { describe, expect, it } from 'vitest'
import { entryKey, etagOf, matchesEtag } from './cache'

const buf = (s: string) => new TextEncoder().encode(s).buffer as ArrayBuffer

describe('etagOf', () => {
  it('is a weak tag, equal for equal bodies and different otherwise', async () => {
    const a = await etagOf(buf('{"rates":[]}'))
    expect(a).toMatch(/^W\/"[\w-]+"$/)
    expect(await etagOf(buf('{"rates":[]}'))).toBe(a)
    expect(await etagOf(buf('{"rates":[1]}'))).not.toBe(a)
  })
})

describe('matchesEtag', () => {
  it('matches weak or strong forms, lists and *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('*', 'W/"abc"')).toBe(true)
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false)
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false)
  })
})

describe('entryKey', () => {
  it('carries the scope, the version and the query, so a new version is a new key', () => {
    const url = new URL('https://site.test/api/rates?province=ON')
    expect(entryKey('rates', 'v1', url).url).toBe('https://edge-cache.invalid/rates/v1/api/rates?province=ON')
    expect(entryKey('rates', 'v2', url).url).not.toBe(entryKey('rates', 'v1', url).url)
  })
})
