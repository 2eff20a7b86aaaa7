import { describe, expect, it } from 'vitest'
import { EntityDecoder } from '#worker/lib/html-entities.ts'
import { htmlDecodeTree, treeBytes } from './html-entities-plugin'

/** Decodes one named reference (`&name;`) with `tree`, the way htmlparser2's tokenizer does. */
function decodeWith(tree: Uint16Array, reference: string): string {
  let out = ''
  const decoder = new EntityDecoder(tree, (cp) => {
    out += String.fromCodePoint(cp)
  })
  decoder.startEntity(1) // DecodingMode.Legacy
  decoder.write(reference, 1)
  decoder.end()
  return out
}

describe('the HTML entities asset (the worker reads it back: worker/lib/html-entities-source.ts)', () => {
  it('is the trie htmlparser2 decodes with, byte for byte, read back as a Uint16Array', async () => {
    const tree = await htmlDecodeTree()
    const bytes = treeBytes(tree)
    expect(bytes.length).toBe(tree.length * 2)
    expect(new Uint16Array(bytes.buffer)).toEqual(tree)
  })

  it('read back, it decodes the HTML-only named references', async () => {
    const tree = new Uint16Array(treeBytes(await htmlDecodeTree()).buffer)
    expect(decodeWith(tree, '&eacute;')).toBe('é')
    expect(decodeWith(tree, '&NotSquareSupersetEqual;')).toBe('⋣')
  })
})
