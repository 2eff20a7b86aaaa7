import { describe, expect, it } from 'vitest'
import { secretBox, secretHint } from './secret-box'

const KEY = 'q8Vt2mXc9LwR4nZp7KsB1yHd6FgJ3aUe0oTi5vNk'
const OTHER_KEY = 'Zr5Hn8Wq2Lx7Cv4Bm1Kp9Tj6Yd3Gf0Sa_Ue-Oi8Qw'

async function box(key = KEY) {
  const result = await secretBox(key, 'NEWS_CREDENTIALS_KEY')
  if (!result.ok) throw new Error(result.problem)
  return result.box
}

describe('secretBox', () => {
  it('seals to an opaque value that opens back to the secret, with a fresh IV each time', async () => {
    const b = await box()
    const a1 = await b.seal('app-key-1234567890', 'news_feed_config.app_key')
    const a2 = await b.seal('app-key-1234567890', 'news_feed_config.app_key')
    expect(a1).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/)
    expect(a1).not.toContain('app-key')
    expect(a1).not.toBe(a2)
    expect(await b.open(a1, 'news_feed_config.app_key')).toBe('app-key-1234567890')
    expect(await b.open(a2, 'news_feed_config.app_key')).toBe('app-key-1234567890')
  })

  it('refuses another context, another key, and any altered byte', async () => {
    const b = await box()
    const sealed = await b.seal('token-abcdef', 'news_feed_config.access_token')
    await expect(b.open(sealed, 'news_feed_config.app_key')).rejects.toThrow()
    await expect((await box(OTHER_KEY)).open(sealed, 'news_feed_config.access_token')).rejects.toThrow()
    const [v, iv, data] = sealed.split('.') as [string, string, string]
    const flipped = data.slice(0, -2) + (data.at(-2) === 'A' ? 'B' : 'A') + data.at(-1)
    await expect(b.open(`${v}.${iv}.${flipped}`, 'news_feed_config.access_token')).rejects.toThrow()
    await expect(b.open('plain-text-token', 'news_feed_config.access_token')).rejects.toThrow('not a sealed value')
    await expect(b.open(`${sealed}.x`, 'news_feed_config.access_token')).rejects.toThrow('not a sealed value')
  })

  it('reports a missing or weak key instead of throwing, naming the variable', async () => {
    for (const [key, words] of [
      [undefined, 'is not set'],
      ['', 'is not set'],
      ['short-key', 'too short'],
      ['a'.repeat(40), 'too weak'],
      ['my-placeholder-value-for-the-news-key-0123', 'placeholder'],
    ] as const) {
      const result = await secretBox(key, 'NEWS_CREDENTIALS_KEY')
      expect(result.ok, String(key)).toBe(false)
      if (!result.ok) {
        expect(result.problem).toContain('NEWS_CREDENTIALS_KEY')
        expect(result.problem).toContain(words)
      }
    }
  })
})

describe('secretHint', () => {
  it('shows the last 4 characters at most, and none of a short value', () => {
    expect(secretHint('abcdefghijkl1234')).toBe('••••1234')
    expect(secretHint('abcdefgh')).toBe('••••')
    expect(secretHint('')).toBe('••••')
  })
})
