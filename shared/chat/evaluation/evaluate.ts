// Scoring of the engine on the labelled sets (used by evaluation.test.ts): the split of the
// labelled questions into a tuning part and a test part, the held-out conversations, and the
// verdict on each reply (correct, wrong, or unanswered).

import type { Retrieval } from '#shared/chat/engine.ts'
import { extractDetails } from '#shared/chat/extract.ts'
import type { ChatExtraction, ChatReply } from '#shared/chat/types.ts'
import { LABELLED_EXTRACTIONS } from './extractions'
import type { CaseExpectation, ConversationCase } from './held-out'
import { HELD_OUT_QUESTIONS, LABELLED_QUESTIONS, type LabelledQuestion, SECOND_QUESTIONS } from './questions'

// ---- The split ----------------------------------------------------------------------------

/** FNV-1a of a question's text: the split is by this hash, never chosen by hand. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** About three in ten of the first and second sets belong to the test part. */
export const inTestPart = (q: LabelledQuestion) => fnv1a(q.q) % 10 < 3

const FIRST_AND_SECOND = [...LABELLED_QUESTIONS, ...SECOND_QUESTIONS]

/** What the engine may be tuned on. */
export const TUNING_PART: readonly LabelledQuestion[] = FIRST_AND_SECOND.filter((q) => !inTestPart(q))

/**
 * Never tuned on from now on: the old held-out set and the hashed share of the first two sets
 * (those were tuned on by the first engine, so this part is kinder than the new held-out set).
 */
export const TEST_PART: readonly LabelledQuestion[] = [...HELD_OUT_QUESTIONS, ...FIRST_AND_SECOND.filter(inTestPart)]

// ---- Verdicts -----------------------------------------------------------------------------

export type Verdict = 'correct' | 'wrong' | 'no-answer'

/** The reply gave no answer: the no-answer text, a steer back to mortgages, or no entry at all. */
export function unanswered(reply: Pick<ChatReply, 'kind' | 'entryId'>): boolean {
  return (reply.kind as string) === 'no-answer' || (reply.kind as string) === 'off-topic' || reply.entryId === null
}

/** The entries a clarifying reply offers as its choices (empty for any other reply). */
export function offered(reply: { kind: string; choices?: readonly { entryId: string | null }[] }): string[] {
  if (reply.kind !== 'clarify') return []
  return (reply.choices ?? []).flatMap((c) => (c.entryId === null ? [] : [c.entryId]))
}

/**
 * A labelled question: the right entry (or its alternative); 'none' must stay unanswered. A
 * clarifying reply asserts nothing: never wrong, right when one of its choices is the right entry.
 */
export function judgeQuestion(
  question: LabelledQuestion,
  reply: Pick<ChatReply, 'kind' | 'entryId'> & { choices?: readonly { entryId: string | null }[] },
): Verdict {
  const none = unanswered(reply)
  if (question.expect === 'none') return none ? 'correct' : 'wrong'
  if ((reply.kind as string) === 'clarify') {
    const choices = offered(reply)
    return choices.includes(question.expect) || (question.alt !== undefined && choices.includes(question.alt))
      ? 'correct'
      : 'no-answer'
  }
  if (none) return 'no-answer'
  return reply.entryId === question.expect || reply.entryId === question.alt ? 'correct' : 'wrong'
}

/**
 * Every number written in a text, read the English way (2,563.69; 3.89%) and the French way
 * (2 563,69 $; 3,89 %): each written number gives the values it can mean.
 */
export function numbersIn(text: string): number[] {
  const out: number[] = []
  const re = /\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?/g
  for (const m of text.matchAll(re)) {
    const raw = m[0]
    if (/[ \u00a0\u202f]/.test(raw)) out.push(Number(raw.replace(/[ \u00a0\u202f]/g, '').replace(',', '.')))
    else if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(raw)) {
      out.push(Number(raw.replace(/,/g, '')))
      if (/^\d+,\d+$/.test(raw)) out.push(Number(raw.replace(',', '.')))
    } else out.push(Number(raw.replace(',', '.')))
  }
  return out.filter(Number.isFinite)
}

/** Dollars within $1, percentages (under 100) within 0.005. */
export function showsFigure(text: string, figure: number): boolean {
  const tolerance = Math.abs(figure) >= 100 ? 1 : 0.005
  return numbersIn(text).some((n) => Math.abs(n - figure) <= tolerance)
}

export interface JudgedReply {
  verdict: Verdict
  /** Why it is not correct (empty when correct). */
  why: string
}

type ReplyLike = Pick<ChatReply, 'kind' | 'entryId' | 'content' | 'link'> & {
  lang?: string
  choices?: readonly { entryId: string | null }[]
}

/**
 * The verdict on a conversation's last reply. A clarifying reply (kind 'clarify': what was
 * understood, the closest topics as choices, an agent) asserts nothing, so it is never wrong: it
 * is correct and helpful when the question is outside the assistant's scope ('none') or when one of
 * its choices is an expected entry (its figures come after the visitor picks it), and counts as no
 * answer otherwise ('agent' included: offering an agent beside wrong topics is not a hand-over).
 */
export function judgeConversation(expect: CaseExpectation, reply: ReplyLike): JudgedReply {
  const none = unanswered(reply)
  const entries = typeof expect.entry === 'string' ? [expect.entry] : expect.entry
  if ((reply.kind as string) === 'clarify') {
    if (entries.includes('none')) return { verdict: 'correct', why: '' }
    const choices = offered(reply)
    if (entries.some((e) => choices.includes(e))) return { verdict: 'correct', why: '' }
    return { verdict: 'no-answer', why: `clarify (${choices.join(', ')})` }
  }
  const to = reply.link?.to as string | undefined
  const declined = (reply.kind as string) === 'no-answer' || (reply.kind as string) === 'off-topic'
  const handedOver = !declined && (to === '/contact' || to === '/find-broker')
  if (entries.includes('none') && none) return { verdict: 'correct', why: '' }
  if (entries.includes('agent') && handedOver) return { verdict: 'correct', why: '' }
  const topics = entries.filter((e) => e !== 'none' && e !== 'agent')
  if (topics.length === 0 && entries.includes('none')) return { verdict: 'wrong', why: 'answered' }
  if (topics.length === 0) {
    if (declined) return { verdict: 'no-answer', why: reply.kind }
    return { verdict: 'wrong', why: `no agent link (${reply.entryId}, ${to ?? 'no link'})` }
  }
  if (none) return { verdict: 'no-answer', why: reply.kind }
  if (!topics.includes(reply.entryId ?? '')) return { verdict: 'wrong', why: `entry ${reply.entryId}` }
  const missing = (expect.figures ?? []).filter((f) => !showsFigure(reply.content, f))
  if (missing.length > 0) return { verdict: 'wrong', why: `figures ${missing.join(', ')} missing` }
  const shown = (expect.notFigures ?? []).filter((f) => showsFigure(reply.content, f))
  if (shown.length > 0) return { verdict: 'wrong', why: `shows ${shown.join(', ')}` }
  const lower = reply.content.toLowerCase()
  const absent = (expect.mentions ?? []).filter((w) => !lower.includes(w.toLowerCase()))
  if (absent.length > 0) return { verdict: 'wrong', why: `does not mention ${absent.join(', ')}` }
  if (expect.lang === 'fr' && reply.lang !== 'fr') return { verdict: 'wrong', why: 'not in French' }
  return { verdict: 'correct', why: '' }
}

export interface Tally {
  total: number
  correct: number
  wrong: number
  noAnswer: number
}

export function tally(verdicts: readonly Verdict[]): Tally {
  return {
    total: verdicts.length,
    correct: verdicts.filter((v) => v === 'correct').length,
    wrong: verdicts.filter((v) => v === 'wrong').length,
    noAnswer: verdicts.filter((v) => v === 'no-answer').length,
  }
}

export type { ConversationCase }

// ---- The retrieval sweep (threshold choice) ------------------------------------------------

export interface SweepRow {
  threshold: number
  accuracy: number
  /** Of the questions the engine answered, the share answered with a right entry. */
  precision: number
  /** Of the on-topic questions, the share answered with a right entry. */
  recall: number
  /** Off-topic questions answered anyway (wrong confident answers). */
  offTopicAnswered: number
}

export function sweep(
  retrievals: readonly (Retrieval | null)[],
  questions: readonly LabelledQuestion[],
  thresholds: readonly number[],
): SweepRow[] {
  return thresholds.map((threshold) => {
    const outcomes = questions.map((q, i) => {
      const r = retrievals[i] ?? null
      const got = r && r.confidence >= threshold ? r.entryId : 'none'
      return { q, got, correct: got === q.expect || (q.alt !== undefined && got === q.alt) }
    })
    const answered = outcomes.filter((o) => o.got !== 'none')
    const onTopic = outcomes.filter((o) => o.q.expect !== 'none')
    return {
      threshold,
      accuracy: outcomes.filter((o) => o.correct).length / outcomes.length,
      precision: answered.length === 0 ? 1 : answered.filter((o) => o.correct).length / answered.length,
      recall: onTopic.filter((o) => o.correct).length / onTopic.length,
      offTopicAnswered: outcomes.filter((o) => o.q.expect === 'none' && o.got !== 'none').length,
    }
  })
}

// ---- Extraction ---------------------------------------------------------------------------

const FIELDS = ['name', 'email', 'phone', 'propertyValue', 'propertyType', 'downPayment', 'mortgageType'] as const

export interface ExtractionOutcome {
  text: string
  correct: boolean
  wrongFields: string[]
  got: ChatExtraction
}

/** A string counts as right only when all seven fields are right (absent ones null). */
export function evaluateExtractions(): ExtractionOutcome[] {
  return LABELLED_EXTRACTIONS.map(({ text, expect }) => {
    const got = extractDetails(text)
    const wrongFields = FIELDS.filter((f) => JSON.stringify(got[f]) !== JSON.stringify(expect[f] ?? null))
    return { text, got, wrongFields, correct: wrongFields.length === 0 }
  })
}
