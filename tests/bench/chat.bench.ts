/**
 * Chat engine: the gzip size of the engine's lazy chunks (code, search library, serialised index
 * and vocabulary, English texts, French texts; MiniSearch and the stemmer included), bundled and
 * minified as the build does, with shared/finance in the calculators' shared chunk and the shared
 * text and time helpers in the data kit as in the app's build; the time to load the index, and
 * the time from "send" to reply: median over every message of the labelled questions and of the held-out
 * conversations (follow-ups with their state, French). Figures are printed; a benchmark
 * never fails on a timing.
 */
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import MiniSearch from 'minisearch'
import { build, type Rollup } from 'vite'
import { chatIndexPlugin } from '#scripts/lib/chat-index-plugin.ts'
import { root } from '#scripts/lib/worker.ts'
import { createChatEngine } from '#shared/chat/engine.ts'
import { EVALUATION_AS_OF, EVALUATION_RATES, EVALUATION_RATES_DATE } from '#shared/chat/evaluation/fixture.ts'
import { HELD_OUT_CONVERSATIONS } from '#shared/chat/evaluation/held-out.ts'
import { HELD_OUT_QUESTIONS, LABELLED_QUESTIONS, SECOND_QUESTIONS } from '#shared/chat/evaluation/questions.ts'
import { buildChatIndex, buildChatVocabulary } from '#shared/chat/index-build.ts'
import { ENGLISH_TEXTS } from '#shared/chat/render-en.ts'
import * as understanding from '#shared/chat/slots.ts'
import type { ChatDialogueState } from '#shared/chat/types.ts'
import type { Bench, BenchRow } from './run'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (x: number) => `${x.toFixed(2)} ms`
const gz = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

/**
 * The lazy entry bundled alone, minified: what `import('shared/chat')` and loadChatEngine()
 * download (the entry, the engine chunk and the index chunk), gzip size per chunk.
 */
async function bundledChunks(): Promise<{ name: string; size: number }[]> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins: [chatIndexPlugin()],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: path.join(root, 'shared/chat/index.ts'), formats: ['es'], fileName: 'chat' },
      // As the app's build splits them (vite.config.ts): the finance rules go with the calculators'
      // shared chunk, the shared text and time helpers with the data kit; neither is the engine's.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'calc-kit', test: /[\\/]shared[\\/]finance[\\/]/ },
              { name: 'data-kit', test: /[\\/]shared[\\/](config|constants|rules|text|time)[\\/]/ },
            ],
          },
        },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output)
  return outputs.flatMap((o) => (o.type === 'chunk' ? [{ name: o.isEntry ? 'entry' : o.name, size: gz(o.code) }] : []))
}

const OPTIONS = { rates: { rates: EVALUATION_RATES, ratesDate: EVALUATION_RATES_DATE }, asOf: EVALUATION_AS_OF }

const bench: Bench = {
  name: 'Chat engine',
  async run() {
    const json = buildChatIndex()
    const vocabulary = buildChatVocabulary()
    const chunks = await bundledChunks()
    const total = chunks.reduce((sum, c) => sum + c.size, 0)
    const loads: number[] = []
    for (let i = 0; i < 20; i++) {
      const t = performance.now()
      createChatEngine(json, vocabulary, ENGLISH_TEXTS, understanding, MiniSearch)
      loads.push(performance.now() - t)
    }
    const engine = createChatEngine(json, vocabulary, ENGLISH_TEXTS, understanding, MiniSearch)
    const first = performance.now()
    await engine.reply('Quel est le paiement pour 450 000 $ à 4,79 %?', OPTIONS) // loads the French texts
    const firstFrench = performance.now() - first
    for (const q of LABELLED_QUESTIONS.slice(0, 10)) await engine.reply(q.q, OPTIONS) // warm-up
    const replies: number[] = []
    for (const q of [...LABELLED_QUESTIONS, ...SECOND_QUESTIONS, ...HELD_OUT_QUESTIONS]) {
      const t = performance.now()
      await engine.reply(q.q, OPTIONS)
      replies.push(performance.now() - t)
    }
    for (const c of HELD_OUT_CONVERSATIONS) {
      let state: ChatDialogueState | null = null
      for (const text of c.turns) {
        const t = performance.now()
        state = (await engine.reply(text, { ...OPTIONS, state })).state
        replies.push(performance.now() - t)
      }
    }
    const rows: BenchRow[] = [
      { metric: 'engine + index, all chunks (gzip, minified)', value: kb(total), budget: '—', verdict: 'info' },
      ...chunks.map(
        (c): BenchRow => ({
          metric: `  lazy chunk ${c.name}`,
          value: kb(c.size),
          budget: '≤ 30 KB',
          verdict: c.size <= 30 * 1024 ? 'within' : 'over',
        }),
      ),
      { metric: 'the index JSON alone (gzip)', value: kb(gz(json)), budget: '—', verdict: 'info' },
      {
        metric: 'engine build (loadJSON + speller), median of 20',
        value: ms(median(loads)),
        budget: '—',
        verdict: 'info',
      },
      { metric: 'first French reply (loads the French texts)', value: ms(firstFrench), budget: '—', verdict: 'info' },
      {
        metric: `send → reply, median of ${replies.length} messages`,
        value: ms(median(replies)),
        budget: '< 50 ms',
        verdict: median(replies) < 50 ? 'within' : 'over',
      },
      { metric: 'send → reply, slowest', value: ms(Math.max(...replies)), budget: '—', verdict: 'info' },
    ]
    return rows
  },
}
export default bench
