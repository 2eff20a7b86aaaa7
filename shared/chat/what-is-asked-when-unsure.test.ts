// The confidence gate (docs/decisions/257): where the engine's evidence is thin it asks (the two
// closest topics as choices, or what a number is) instead of answering. Phrasings of our own.
import { describe, expect, it } from 'vitest'
import { EVALUATION_AS_OF, EVALUATION_RATES, EVALUATION_RATES_DATE } from './evaluation/fixture'
import { loadChatEngine } from './index'
import type { ChatReply } from './types'

const engine = await loadChatEngine()
const options = { rates: { rates: EVALUATION_RATES, ratesDate: EVALUATION_RATES_DATE }, asOf: EVALUATION_AS_OF }
type Reply = ChatReply & { choices?: readonly { label: string; entryId: string | null }[] }

async function converse(...turns: string[]): Promise<Reply> {
  let state: unknown
  let last: Reply | null = null
  for (const text of turns) {
    last = (await engine.reply(text, { ...options, state } as Parameters<typeof engine.reply>[1])) as Reply
    state = last.state
  }
  return last!
}

const choices = (reply: Reply) => (reply.choices ?? []).map((c) => c.entryId)

describe('a number no computation read, large enough to change the figure', () => {
  it('is asked about instead of a figure computed without it, with the computation as a choice', async () => {
    const reply = await converse('house worth 820k, owe 310k, how much can i take out', 'what if it comes in at 760')
    expect(reply.kind).toBe('clarify')
    expect(reply.entryId).toBeNull()
    expect(reply.content).toContain('760')
    expect(choices(reply)).toContain('refinance')
    expect(reply.link?.to).toBe('/contact')
  })

  it('is asked about in French when the conversation is in French', async () => {
    const reply = await converse(
      'valeur 820 000 $, je dois 310 000 $, combien puis-je retirer',
      'et si elle est évaluée à 760',
    )
    expect(reply.kind).toBe('clarify')
    expect(reply.lang).toBe('fr')
    expect(reply.content).toContain("Je n'ai pas compris à quoi correspond 760")
    expect(choices(reply)).toContain('refinance')
  })

  it('leaves a small count unread and still computes (months of interest)', async () => {
    const reply = await converse('3 months interest on 410k at 5.3')
    expect(reply.kind).toBe('computed')
    expect(reply.entryId).toBe('breaking-penalty')
  })
})

describe('a thin knowledge answer', () => {
  it('gets the two closest topics as choices rather than the first answered', async () => {
    const reply = await converse('what percent of my pay should the mortgage be')
    expect(reply.kind).toBe('clarify')
    expect(choices(reply)).toHaveLength(2)
  })

  it('leaves a confident answer alone', async () => {
    const reply = await converse('grandparents helping with my deposit')
    expect(reply.kind).toBe('answer')
    expect(reply.entryId).toBe('gifted-down-payment')
  })
})

describe('a topic named in other words', () => {
  it('is one of the choices when no entry answers with confidence', async () => {
    const reply = await converse('based in dubai right now, moving to kingston next spring, can we get a mortgage')
    expect(reply.kind).toBe('clarify')
    expect(choices(reply)).toContain('foreign-buyers')
  })
})

describe('what lenders want', () => {
  it('is the topic required, not the lenders', async () => {
    expect((await converse('what paperwork will the bank need')).entryId).toBe('documents')
    expect((await converse('what credit score will the bank want')).entryId).toBe('credit-score')
  })
})
