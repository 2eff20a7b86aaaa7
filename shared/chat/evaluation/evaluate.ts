// Scoring of the engine on the labelled sets (used by evaluation.test.ts and the threshold
// sweep printed there).

import type { Retrieval } from '#shared/chat/engine.ts'
import { extractDetails } from '#shared/chat/extract.ts'
import type { ChatExtraction } from '#shared/chat/types.ts'
import { LABELLED_EXTRACTIONS } from './extractions'
import { LABELLED_QUESTIONS, type LabelledQuestion } from './questions'

export interface AnswerOutcome {
  question: LabelledQuestion
  /** The entry the engine answers with at this threshold, or 'none'. */
  got: string
  correct: boolean
  retrieval: Retrieval | null
}

export function judge(question: LabelledQuestion, retrieval: Retrieval | null, threshold: number): AnswerOutcome {
  const got = retrieval && retrieval.confidence >= threshold ? retrieval.entryId : 'none'
  return {
    question,
    got,
    retrieval,
    correct: got === question.expect || (question.alt !== undefined && got === question.alt),
  }
}

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
  questions = LABELLED_QUESTIONS,
  thresholds: readonly number[],
): SweepRow[] {
  return thresholds.map((threshold) => {
    const outcomes = questions.map((q, i) => judge(q, retrievals[i] ?? null, threshold))
    const answered = outcomes.filter((o) => o.got !== 'none')
    const onTopic = outcomes.filter((o) => o.question.expect !== 'none')
    return {
      threshold,
      accuracy: outcomes.filter((o) => o.correct).length / outcomes.length,
      precision: answered.length === 0 ? 1 : answered.filter((o) => o.correct).length / answered.length,
      recall: onTopic.filter((o) => o.correct).length / onTopic.length,
      offTopicAnswered: outcomes.filter((o) => o.question.expect === 'none' && o.got !== 'none').length,
    }
  })
}

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
