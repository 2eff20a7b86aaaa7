import { describe, expect, it } from 'vitest'
import { decodesHtmlEntities, ensureHtmlEntities } from './html-entities-source'
import { htmlToText } from './html-text'

// Node runs htmlparser2 with its own table (the worker's bundle reads it from the assets; the
// integration tests of the news job check that path).
describe('ensureHtmlEntities in Node', () => {
  it('finds every named reference already decoding, so it reads nothing and needs no source', async () => {
    expect(decodesHtmlEntities()).toBe(true)
    await expect(ensureHtmlEntities()).resolves.toBeUndefined()
    expect(htmlToText('<p>d&eacute;j&agrave;&nbsp;vu &mdash; 5&nbsp;ans</p>')).toBe('déjà vu — 5 ans')
  })
})
