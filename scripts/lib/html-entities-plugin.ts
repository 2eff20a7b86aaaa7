/**
 * Writes the HTML named references' decode trie of htmlparser2's `entities` to the build as
 * `html-entities.bin` (its Uint16Array's bytes, little-endian): the worker reads it from its
 * assets instead of carrying it in its bundle (worker/lib/html-entities.ts, decision 243). The
 * file is the package's own, so it always matches the decoder the worker bundles.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

/** The asset's file name (worker/lib/html-entities-source.ts reads `/html-entities.bin`). */
export const HTML_ENTITIES_FILE = 'html-entities.bin'

/** The trie htmlparser2 decodes HTML with (its own copy of `entities`, whichever version that is). */
export async function htmlDecodeTree(): Promise<Uint16Array> {
  const fromParser = createRequire(createRequire(import.meta.url).resolve('htmlparser2'))
  const decode = (await import(pathToFileURL(fromParser.resolve('entities/decode')).href)) as {
    htmlDecodeTree: Uint16Array
  }
  return decode.htmlDecodeTree
}

/** The trie as the bytes the worker reads back into a Uint16Array. */
export function treeBytes(tree: Uint16Array): Uint8Array {
  const bytes = new Uint8Array(tree.length * 2)
  const view = new DataView(bytes.buffer)
  for (const [i, unit] of tree.entries()) view.setUint16(i * 2, unit, true)
  return bytes
}

export function htmlEntitiesPlugin(): Plugin {
  return {
    name: 'html-entities-asset',
    apply: 'build',
    async generateBundle() {
      if (this.environment && this.environment.name !== 'client') return
      this.emitFile({ type: 'asset', fileName: HTML_ENTITIES_FILE, source: treeBytes(await htmlDecodeTree()) })
    },
  }
}
