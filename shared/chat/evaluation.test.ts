// The engine measured on its labelled sets: the tuning part and the test part of the labelled
// questions (evaluation/evaluate.ts splits them by a hash), and the held-out conversations
// (evaluation/held-out.ts: follow-ups, every shape of number, French, out of scope), each
// answered through reply() as a visitor would get it. Prints correct / wrong / no answer per
// part, the retrieval threshold sweep and every miss; and the extraction accuracy.
import { describe, expect, it } from 'vitest'
import { CONFIDENCE_THRESHOLD } from './engine'
import { S37_DIAGNOSTIC_CONVERSATIONS } from './evaluation/diagnostic-s37'
import { S38_DIAGNOSTIC_CONVERSATIONS } from './evaluation/diagnostic-s38'
import {
  evaluateExtractions,
  judgeConversation,
  judgeQuestion,
  sweep,
  type Tally,
  TEST_PART,
  TUNING_PART,
  tally,
  type Verdict,
} from './evaluation/evaluate'
import { LABELLED_EXTRACTIONS } from './evaluation/extractions'
import { EVALUATION_AS_OF, EVALUATION_RATES, EVALUATION_RATES_DATE } from './evaluation/fixture'
import { type ConversationCase, HELD_OUT_CONVERSATIONS } from './evaluation/held-out'
import { FINAL_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-final'
import { LATE_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-late'
import { S37_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s37'
import { S38_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s38'
import { S39_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s39'
import { S40_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s40'
import { S41_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s41'
import { S42_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s42'
import { S43_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s43'
import { S43B_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s43b'
import { S44_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s44'
import { S44B_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s44b'
import { S44C_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s44c'
import { S44D_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s44d'
import { S45_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s45'
import { S45B_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s45b'
import { S45W_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s45w'
import { S45X_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s45x'
import { S46A_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s46a'
import { S46B_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s46b'
import { S46C_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s46c'
import { S47A_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s47a'
import { S48A_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s48a'
import { S49A_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s49a'
import { S50A_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s50a'
import { S51A_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s51a'
import { S52A_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s52a'
import { S52B_HELD_OUT_CONVERSATIONS } from './evaluation/held-out-s52b'
import type { LabelledQuestion } from './evaluation/questions'
import { TUNING_CONVERSATIONS } from './evaluation/tuning-conversations'
import { loadChatEngine } from './index'
import type { ChatReply } from './types'

const pct = (x: number) => `${(x * 100).toFixed(1)} %`
const engine = await loadChatEngine()
const options = { rates: { rates: EVALUATION_RATES, ratesDate: EVALUATION_RATES_DATE }, asOf: EVALUATION_AS_OF }

/** The reply to the last message of a conversation, the dialogue state carried along. */
async function converse(turns: readonly string[]): Promise<ChatReply & { lang?: string }> {
  let state: unknown
  type Reply = ChatReply & { lang?: string; state?: unknown }
  let last: Reply | null = null
  for (const text of turns) {
    const reply: Reply = await engine.reply(text, { ...options, state } as Parameters<typeof engine.reply>[1])
    state = reply.state
    last = reply
  }
  return last!
}

function line(name: string, t: Tally, inScope?: { total: number; noAnswer: number }): string {
  const scope = inScope ? `; no answer on ${pct(inScope.noAnswer / Math.max(1, inScope.total))} of in-scope` : ''
  return `[chat] ${name}: ${pct(t.correct / t.total)} correct (${t.correct}/${t.total}), ${pct(t.wrong / t.total)} wrong (${t.wrong}), ${pct(t.noAnswer / t.total)} no answer (${t.noAnswer})${scope}`
}

async function scoreQuestions(name: string, set: readonly LabelledQuestion[]) {
  const verdicts: Verdict[] = []
  for (const q of set) {
    const reply = await engine.reply(q.q, options)
    const verdict = judgeQuestion(q, reply)
    verdicts.push(verdict)
    if (verdict !== 'correct')
      console.log(`[chat]   ${name} miss: "${q.q}" expected ${q.expect}, got ${reply.kind} ${reply.entryId}`)
  }
  const t = tally(verdicts)
  const inScope = set.filter((q) => q.expect !== 'none').length
  console.log(line(name, t, { total: inScope, noAnswer: t.noAnswer }))
  return t
}

/** `quiet`: the tally only, no misses (a set kept held out is not read case by case). */
async function scoreConversations(name: string, set: readonly ConversationCase[], quiet = false) {
  const verdicts: Verdict[] = []
  for (const c of set) {
    const reply = await converse(c.turns)
    const judged = judgeConversation(c.expect, reply)
    verdicts.push(judged.verdict)
    if (judged.verdict !== 'correct' && !quiet)
      console.log(`[chat]   ${name} ${judged.verdict}: ${JSON.stringify(c.turns)} (${judged.why})`)
  }
  const t = tally(verdicts)
  const inScope = set.filter((c) => c.expect.entry !== 'none').length
  const inScopeNoAnswer = verdicts.filter((v, i) => v === 'no-answer' && set[i]!.expect.entry !== 'none').length
  console.log(line(name, t, { total: inScope, noAnswer: inScopeNoAnswer }))
  return t
}

describe('chat engine evaluation', () => {
  it('has a tuning part, a test part and at least 100 held-out conversations (some off topic, some French)', () => {
    expect(S37_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(100)
    expect(S37_DIAGNOSTIC_CONVERSATIONS.length).toBeGreaterThanOrEqual(100)
    expect(S38_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(120)
    expect(S38_DIAGNOSTIC_CONVERSATIONS.length).toBeGreaterThanOrEqual(120)
    expect(S39_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(150)
    expect(S40_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(150)
    expect(S41_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(150)
    expect(S42_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(150)
    expect(S43_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(150)
    expect(S43B_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(100)
    expect(S44_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(150)
    expect(S44B_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(100)
    expect(S44C_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(100)
    expect(S44D_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(80)
    expect(S45_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(120)
    expect(S45B_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(100)
    expect(S45W_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(180)
    expect(S45X_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(160)
    expect(S46A_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(160)
    expect(S46B_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(160)
    expect(S46C_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(180)
    expect(S47A_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(200)
    expect(S48A_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(170)
    expect(S49A_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(170)
    expect(S50A_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(170)
    expect(S51A_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(170)
    expect(S52A_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(170)
    expect(S52B_HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(170)
    expect(TUNING_PART.length).toBeGreaterThanOrEqual(100)
    expect(TEST_PART.length).toBeGreaterThanOrEqual(80)
    expect(HELD_OUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(100)
    expect(HELD_OUT_CONVERSATIONS.filter((c) => c.expect.entry === 'none').length).toBeGreaterThanOrEqual(10)
    expect(HELD_OUT_CONVERSATIONS.filter((c) => c.expect.lang === 'fr').length).toBeGreaterThanOrEqual(10)
    expect(HELD_OUT_CONVERSATIONS.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(10)
    expect(LABELLED_EXTRACTIONS.length).toBeGreaterThanOrEqual(60)
  })

  it('labels only entries that exist', () => {
    const ids = new Set([...engine.entries.map((e) => e.id), 'none', 'agent'])
    const unknown = [
      ...[...TUNING_PART, ...TEST_PART].flatMap((q) => [q.expect, q.alt ?? 'none']),
      ...[
        ...TUNING_CONVERSATIONS,
        ...HELD_OUT_CONVERSATIONS,
        ...LATE_HELD_OUT_CONVERSATIONS,
        ...FINAL_HELD_OUT_CONVERSATIONS,
        ...S37_DIAGNOSTIC_CONVERSATIONS,
        ...S37_HELD_OUT_CONVERSATIONS,
        ...S38_DIAGNOSTIC_CONVERSATIONS,
        ...S38_HELD_OUT_CONVERSATIONS,
        ...S39_HELD_OUT_CONVERSATIONS,
        ...S40_HELD_OUT_CONVERSATIONS,
        ...S41_HELD_OUT_CONVERSATIONS,
        ...S42_HELD_OUT_CONVERSATIONS,
        ...S43_HELD_OUT_CONVERSATIONS,
        ...S43B_HELD_OUT_CONVERSATIONS,
        ...S44_HELD_OUT_CONVERSATIONS,
        ...S44B_HELD_OUT_CONVERSATIONS,
        ...S44C_HELD_OUT_CONVERSATIONS,
        ...S44D_HELD_OUT_CONVERSATIONS,
        ...S45_HELD_OUT_CONVERSATIONS,
        ...S45B_HELD_OUT_CONVERSATIONS,
        ...S45W_HELD_OUT_CONVERSATIONS,
        ...S45X_HELD_OUT_CONVERSATIONS,
        ...S46A_HELD_OUT_CONVERSATIONS,
        ...S46B_HELD_OUT_CONVERSATIONS,
        ...S46C_HELD_OUT_CONVERSATIONS,
        ...S47A_HELD_OUT_CONVERSATIONS,
        ...S48A_HELD_OUT_CONVERSATIONS,
        ...S49A_HELD_OUT_CONVERSATIONS,
        ...S50A_HELD_OUT_CONVERSATIONS,
        ...S51A_HELD_OUT_CONVERSATIONS,
        ...S52A_HELD_OUT_CONVERSATIONS,
        ...S52B_HELD_OUT_CONVERSATIONS,
      ].flatMap((c) => (typeof c.expect.entry === 'string' ? [c.expect.entry] : c.expect.entry)),
    ].filter((id) => !ids.has(id))
    expect(unknown).toEqual([])
  })

  it('prints the tuning part, the test part and the held-out conversations', async () => {
    const tuning = await scoreQuestions('tuning part', TUNING_PART)
    await scoreConversations('tuning conversations', TUNING_CONVERSATIONS)
    const test = await scoreQuestions('test part', TEST_PART)
    const held = await scoreConversations('held-out conversations', HELD_OUT_CONVERSATIONS)
    // Printed, not asserted: their first runs are the honest estimates (docs/decisions/120).
    await scoreConversations('late held-out conversations', LATE_HELD_OUT_CONVERSATIONS)
    await scoreConversations('final held-out conversations', FINAL_HELD_OUT_CONVERSATIONS)
    await scoreConversations('diagnostic conversations (s37)', S37_DIAGNOSTIC_CONVERSATIONS)
    // Run once at the end of the work of docs/decisions/162 (first run 91.9 % correct, 6.5 % wrong):
    // a floor under that, not a target; its misses are not printed so it is not read case by case.
    const fresh = await scoreConversations('fresh held-out conversations (s37)', S37_HELD_OUT_CONVERSATIONS, true)
    await scoreConversations('diagnostic conversations (s38)', S38_DIAGNOSTIC_CONVERSATIONS)
    // Run once at the end of the work of docs/decisions/180 (first run 87.6 % correct, 7.4 % wrong):
    // a floor under that, not a target; its misses are not printed here.
    const fresh38 = await scoreConversations('fresh held-out conversations (s38)', S38_HELD_OUT_CONVERSATIONS, true)
    // Run once at the end of the work of docs/decisions/185 (first run 90.8 % correct, 5.2 % wrong):
    // a floor under that, not a target; its misses are not printed here.
    const fresh39 = await scoreConversations('fresh held-out conversations (s39)', S39_HELD_OUT_CONVERSATIONS, true)
    // Run once at the end of the work of docs/decisions/204 (first run 83.5 % correct, 8.9 % wrong):
    // a floor under that, not a target. Its misses were read after that run, so it is studied now
    // (docs/decisions/205); they are still not printed here.
    const fresh40 = await scoreConversations('fresh held-out conversations (s40)', S40_HELD_OUT_CONVERSATIONS, true)
    // Run once at the end of the work of docs/decisions/214 (first run 91.1 % correct, 5.1 % wrong):
    // a floor under that, not a target. Its misses were read after that run; not printed here.
    const fresh41 = await scoreConversations('fresh held-out conversations (s41)', S41_HELD_OUT_CONVERSATIONS, true)
    // Run once at the end of the work of docs/decisions/219 (first run 91.1 % correct, 7.3 % wrong):
    // a floor under that, not a target. Its misses were read after that run; not printed here.
    const fresh42 = await scoreConversations('fresh held-out conversations (s42)', S42_HELD_OUT_CONVERSATIONS, true)
    // Written before the work of docs/decisions/225 and run before any engine change (first run
    // 89.6 % correct, 5.0 % wrong): a floor under that, not a target; its misses are not printed.
    const fresh43 = await scoreConversations('fresh held-out conversations (s43)', S43_HELD_OUT_CONVERSATIONS, true)
    // Written after the engine changes of docs/decisions/225 and run once at their end (first run
    // 94.4 % correct, 2.8 % wrong): a floor under that, not a target; its misses are not printed.
    const fresh43b = await scoreConversations('fresh held-out conversations (s43b)', S43B_HELD_OUT_CONVERSATIONS, true)
    // Written before the work of docs/decisions/230 and run before any engine change (first run
    // 89.8 % correct, 5.1 % wrong): a floor under that, not a target; its misses are not printed.
    const fresh44 = await scoreConversations('fresh held-out conversations (s44)', S44_HELD_OUT_CONVERSATIONS, true)
    // Written after the engine changes of docs/decisions/230 and run once at their end (first run
    // 90.4 % correct, 3.5 % wrong): a floor under that, not a target; its misses are not printed.
    const fresh44b = await scoreConversations('fresh held-out conversations (s44b)', S44B_HELD_OUT_CONVERSATIONS, true)
    // Written before the work of docs/decisions/232 and run before any engine change (first run
    // 93.1 % correct, 4.0 % wrong): a floor under that, not a target; its misses are not printed.
    const fresh44c = await scoreConversations('fresh held-out conversations (s44c)', S44C_HELD_OUT_CONVERSATIONS, true)
    // Written after the engine changes of docs/decisions/232 and run once at their end (first run
    // 90.7 % correct, 4.7 % wrong): a floor under that, not a target; its misses are not printed.
    const fresh44d = await scoreConversations('fresh held-out conversations (s44d)', S44D_HELD_OUT_CONVERSATIONS, true)
    // Written before the work of docs/decisions/236 and run before any engine change (first run
    // 90.3 % correct, 5.5 % wrong): a floor under that, not a target. Its misses were read after that
    // run and drove decision 236, so it is studied now; they are not printed here.
    const fresh45 = await scoreConversations('fresh held-out conversations (s45)', S45_HELD_OUT_CONVERSATIONS, true)
    // Written after the engine changes of docs/decisions/236 and run once at their end (first run
    // 95.9 % correct, 2.4 % wrong): a floor under that, not a target; its misses are not printed.
    const fresh45b = await scoreConversations('fresh held-out conversations (s45b)', S45B_HELD_OUT_CONVERSATIONS, true)
    // Written by an independent writer who never read the engine nor ran it, and run once on the
    // engine of docs/decisions/236 (first run 94.1 % correct, 3.4 % wrong, docs/decisions/238): a
    // floor under that, not a target; its misses drove decision 239, so it is studied now.
    const fresh45w = await scoreConversations(
      'independent held-out conversations (s45w)',
      S45W_HELD_OUT_CONVERSATIONS,
      true,
    )
    // A second independent set, written the same way while decision 239's work went on, run once
    // on its engine (first run 98.4 % correct, 1.0 % wrong, docs/decisions/240): a floor under
    // that, not a target; its misses are not printed.
    const fresh45x = await scoreConversations(
      'independent held-out conversations (s45x)',
      S45X_HELD_OUT_CONVERSATIONS,
      true,
    )
    // A third independent set, run once on the engine of docs/decisions/240 before any change (first
    // run 97.6 % correct, 2.4 % wrong, docs/decisions/246). Studied: its misses drove decision 246's
    // work and are printed; the floor is its score after that work.
    const fresh46a = await scoreConversations('independent held-out conversations (s46a)', S46A_HELD_OUT_CONVERSATIONS)
    // A fourth independent set, written beside s46a by another writer and run once on the engine of
    // docs/decisions/246, after its work (first run 91.3 % correct, 5.2 % wrong, docs/decisions/247).
    // Studied since: its misses drove decision 248's work and are printed; the floor is its score
    // after that work (98.8 %, rounded down).
    const fresh46b = await scoreConversations('independent held-out conversations (s46b)', S46B_HELD_OUT_CONVERSATIONS)
    // A fifth independent set, written while decision 248's work went on and run once on its engine
    // (first run 92.3 % correct, 6.1 % wrong, docs/decisions/249). Studied since: its misses drove
    // decision 250's work and are printed; the floor is its score after that work (96.9 %, rounded
    // down).
    const fresh46c = await scoreConversations('independent held-out conversations (s46c)', S46C_HELD_OUT_CONVERSATIONS)
    // A sixth independent set, run once on decision 250's engine (first run 93.5 % correct, 4.2 %
    // wrong, docs/decisions/255): a floor under that first run. Studied since: its misses are printed;
    // the floor is its score after decision 274's work (99.5 %, rounded down).
    const fresh47a = await scoreConversations('independent held-out conversations (s47a)', S47A_HELD_OUT_CONVERSATIONS)
    // A seventh independent set, written while decision 257's work went on by a writer who never ran
    // the engine, and run once on its merged engine (docs/decisions/262).
    const fresh48a = await scoreConversations('independent held-out conversations (s48a)', S48A_HELD_OUT_CONVERSATIONS)
    // An eighth independent set, written by a writer who never ran the engine (docs/decisions/264)
    // and run once on decision 263's engine (first run 91.7 % correct, 5.6 % wrong,
    // docs/decisions/271). Studied since: its misses drove decision 272's work and are printed; the
    // floor is its score after that work (99.4 %, rounded down).
    const fresh49a = await scoreConversations('independent held-out conversations (s49a)', S49A_HELD_OUT_CONVERSATIONS)
    // A ninth independent set, written by a writer who never ran the engine (docs/decisions/273),
    // run unseen on two engines (docs/decisions/278: 88.3 % then 90.0 % correct). Studied since:
    // its misses drove decision 277's work and are printed; the floor is its score after decision 283.
    const fresh50a = await scoreConversations('independent held-out conversations (s50a)', S50A_HELD_OUT_CONVERSATIONS)
    // A tenth independent set, written by a writer who never ran the engine (docs/decisions/281),
    // run unseen on two engines (docs/decisions/287: 92.3 % then 93.4 % correct). Studied since:
    // its misses drove decision 288's work and are printed; the floor is its score after that work.
    const fresh51a = await scoreConversations('independent held-out conversations (s51a)', S51A_HELD_OUT_CONVERSATIONS)
    // An eleventh independent set, written by a writer who never ran the engine (docs/decisions/289),
    // about visitors whose situation is not the textbook one; run once unseen (docs/decisions/294:
    // 90.5 % correct, 7.0 % wrong). Studied since: its misses drove decision 295's work and are
    // printed; the floor is its score after that work.
    const fresh52a = await scoreConversations('independent held-out conversations (s52a)', S52A_HELD_OUT_CONVERSATIONS)
    // A twelfth independent set, written by a writer who never ran the engine (docs/decisions/296),
    // about what visitors type right after using a page of the site; run once unseen
    // (docs/decisions/297: 94.8 % correct, 3.1 % wrong). Studied since: its misses drove decision
    // 298's work and are printed; the floor is its score after that work.
    const fresh52b = await scoreConversations('independent held-out conversations (s52b)', S52B_HELD_OUT_CONVERSATIONS)

    const all = [...TUNING_PART, ...TEST_PART]
    const retrievals = all.map((q) => engine.retrieve(q.q))
    for (const row of sweep(retrievals, all, [0.4, 0.5, 0.55, 0.6, 0.65, 0.7])) {
      console.log(
        `[chat]   retrieval threshold ${row.threshold.toFixed(2)}: accuracy ${pct(row.accuracy)}, precision ${pct(row.precision)}, recall ${pct(row.recall)}, off-topic answered ${row.offTopicAnswered}`,
      )
    }
    console.log(`[chat] threshold in use ${CONFIDENCE_THRESHOLD}`)
    // The measure that counts is on questions never tuned on: the test part and the held-out
    // conversations (the aim: 90 % correct, at most 2 % wrong, no answer under 5 % in scope).
    expect(tuning.correct / tuning.total).toBeGreaterThanOrEqual(0.9)
    expect(test.correct / test.total).toBeGreaterThanOrEqual(0.9)
    expect(held.correct / held.total).toBeGreaterThanOrEqual(0.9)
    expect(fresh.correct / fresh.total).toBeGreaterThanOrEqual(0.88)
    expect(fresh38.correct / fresh38.total).toBeGreaterThanOrEqual(0.86)
    expect(fresh39.correct / fresh39.total).toBeGreaterThanOrEqual(0.88)
    expect(fresh40.correct / fresh40.total).toBeGreaterThanOrEqual(0.82)
    expect(fresh41.correct / fresh41.total).toBeGreaterThanOrEqual(0.89)
    expect(fresh42.correct / fresh42.total).toBeGreaterThanOrEqual(0.89)
    expect(fresh43.correct / fresh43.total).toBeGreaterThanOrEqual(0.88)
    expect(fresh43b.correct / fresh43b.total).toBeGreaterThanOrEqual(0.92)
    expect(fresh44.correct / fresh44.total).toBeGreaterThanOrEqual(0.88)
    expect(fresh44b.correct / fresh44b.total).toBeGreaterThanOrEqual(0.88)
    expect(fresh44c.correct / fresh44c.total).toBeGreaterThanOrEqual(0.9)
    expect(fresh44d.correct / fresh44d.total).toBeGreaterThanOrEqual(0.88)
    expect(fresh45.correct / fresh45.total).toBeGreaterThanOrEqual(0.9)
    expect(fresh45b.correct / fresh45b.total).toBeGreaterThanOrEqual(0.93)
    expect(fresh45w.correct / fresh45w.total).toBeGreaterThanOrEqual(0.93)
    expect(fresh45x.correct / fresh45x.total).toBeGreaterThanOrEqual(0.96)
    expect(fresh46a.correct / fresh46a.total).toBeGreaterThanOrEqual(1)
    expect(fresh46b.correct / fresh46b.total).toBeGreaterThanOrEqual(0.98)
    expect(fresh46c.correct / fresh46c.total).toBeGreaterThanOrEqual(0.98)
    expect(fresh47a.correct / fresh47a.total).toBeGreaterThanOrEqual(0.99)
    expect(fresh48a.correct / fresh48a.total).toBeGreaterThanOrEqual(0.98)
    expect(fresh49a.correct / fresh49a.total).toBeGreaterThanOrEqual(0.99)
    expect(fresh50a.correct / fresh50a.total).toBeGreaterThanOrEqual(0.97)
    expect(fresh51a.correct / fresh51a.total).toBeGreaterThanOrEqual(0.96)
    expect(fresh52a.correct / fresh52a.total).toBeGreaterThanOrEqual(0.98)
    expect(fresh52b.correct / fresh52b.total).toBeGreaterThanOrEqual(0.98)
  }, 180_000) // some 2,200 replies: 66 s were seen at load 24 on two cores; a wider limit than a busy CI needs

  it('extracts the details of at least 98 % of the labelled strings exactly', () => {
    const outcomes = evaluateExtractions()
    const accuracy = outcomes.filter((o) => o.correct).length / outcomes.length
    console.log(
      `[chat] extraction accuracy ${pct(accuracy)} (${outcomes.filter((o) => o.correct).length}/${outcomes.length}, all seven fields per string)`,
    )
    for (const o of outcomes.filter((x) => !x.correct))
      console.log(`[chat]   miss: "${o.text}" fields ${o.wrongFields.join(', ')}`)
    expect(accuracy).toBeGreaterThanOrEqual(0.98)
  })
})
