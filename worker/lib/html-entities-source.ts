/**
 * Where the worker reads the HTML named references' decode trie from (its static assets) and the
 * step every HTML-reading job takes first: `ensureHtmlEntities` (worker/lib/html-entities.ts says
 * why the table is not in the bundle). In Node the package's own table is in place, so nothing is
 * read. Fails loudly when the table cannot be read: text stored with undecoded references would
 * stay that way, so the run fails and the next one tries again.
 */
import { Parser } from 'htmlparser2'
import { setHtmlDecodeTree } from '#worker/lib/html-entities.ts'

/** The trie's address among the static assets (scripts/lib/html-entities-plugin.ts writes it). */
export const HTML_ENTITIES_ASSET = '/html-entities.bin'

/** The trie's bytes (a little-endian Uint16Array, as the `entities` package builds it). */
type HtmlEntitiesSource = () => Promise<ArrayBuffer>

let source: HtmlEntitiesSource | undefined
let loading: Promise<void> | undefined

/**
 * Reads the trie from an assets binding, set once per isolate: later calls (every API request and
 * scheduled run passes its binding) return at once, without building anything. The assets answer
 * by path, whatever the host: one address for the requests and the scheduled jobs alike (which
 * have no request to take an origin from).
 */
export function readHtmlEntitiesFrom(assets: Fetcher | undefined): void {
  if (source || !assets) return
  const url = `https://assets.invalid${HTML_ENTITIES_ASSET}`
  source = async () => {
    const res = await assets.fetch(url)
    if (!res.ok) throw new Error(`${HTML_ENTITIES_ASSET}: ${res.status}`)
    return res.arrayBuffer()
  }
}

/** Whether the parser decodes an HTML-only named reference (`&eacute;` → é) right now. */
export function decodesHtmlEntities(): boolean {
  let text = ''
  const parser = new Parser(
    {
      ontext(data) {
        text += data
      },
    },
    { decodeEntities: true },
  )
  parser.end('&eacute;')
  return text === 'é'
}

/** Makes sure every HTML named reference decodes before HTML is parsed: reads the trie once. */
export async function ensureHtmlEntities(): Promise<void> {
  if (decodesHtmlEntities()) return
  if (!source) throw new Error(`The HTML entities table (${HTML_ENTITIES_ASSET}) has no source`)
  const read = source
  loading ??= (async () => {
    try {
      setHtmlDecodeTree(new Uint16Array(await read()))
      if (!decodesHtmlEntities()) throw new Error(`${HTML_ENTITIES_ASSET} does not decode &eacute;`)
    } finally {
      loading = undefined
    }
  })()
  await loading
}
