/**
 * htmlparser2's entity decoder without its table of the 2,231 HTML named references (13 KB gzip
 * of the worker's 200 KB budget): wrangler.toml's [alias] puts this module in place of
 * `entities/decode` in the worker bundle. The table ships as a static asset
 * (scripts/lib/html-entities-plugin.ts writes it) and is read once per isolate before HTML is
 * parsed (`ensureHtmlEntities`, worker/lib/html-entities-source.ts); until then HTML decodes the
 * XML references and numeric ones only. Node (tests, scripts) runs the package unchanged.
 * docs/decisions/243-precache-and-worker-room.md.
 */
import { xmlDecodeTree } from '../../node_modules/htmlparser2/node_modules/entities/dist/decode.js'

export {
  DecodingMode,
  EntityDecoder,
  xmlDecodeTree,
} from '../../node_modules/htmlparser2/node_modules/entities/dist/decode.js'

/** The HTML references' decode trie: the XML one until the asset's is set (a live binding the tokenizer reads). */
export let htmlDecodeTree: Uint16Array = xmlDecodeTree

/** Puts the shipped HTML trie in place (every parser made afterwards decodes every named reference). */
export function setHtmlDecodeTree(tree: Uint16Array): void {
  htmlDecodeTree = tree
}
