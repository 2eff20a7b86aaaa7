import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { INDEX_OPTIONS } from '#shared/chat/search-options.ts'
import { CHAT_INDEX_MODULE, chatIndexPlugin } from './chat-index-plugin'

type Hook = (id: string) => string | null

describe('chat index plugin', () => {
  it('serves virtual:chat-index as a module exporting the index JSON and the vocabulary, and nothing else', () => {
    const plugin = chatIndexPlugin()
    const resolveId = plugin.resolveId as unknown as Hook
    const load = plugin.load as unknown as Hook
    const resolved = resolveId(CHAT_INDEX_MODULE)
    expect(resolved).not.toBeNull()
    expect(resolveId('./other')).toBeNull()
    expect(load('./other')).toBeNull()
    const code = load(resolved!)!
    const [first, second] = code.trim().split('\n')
    const json = JSON.parse(first!.replace(/^export default /, '')) as string
    const vocabulary = JSON.parse(second!.replace(/^export const vocabulary = /, '')) as string
    expect(vocabulary.split(' ')).toEqual(expect.arrayContaining(['mortgage', 'transfer', 'variable', 'should']))
    const index = MiniSearch.loadJSON(json, INDEX_OPTIONS)
    expect(index.documentCount).toBeGreaterThanOrEqual(30)
    expect(index.search('land transfer tax')[0]?.id).toBe('land-transfer-tax')
  })
})
