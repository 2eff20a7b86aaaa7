// Follow-ups that point back to a person or a topic (docs/decisions/274): "she", "he" point back as
// "it" does; a follow-up whose one topic word leads elsewhere gets both topics as choices; an amount
// asked about nothing named stays on the topic; half the words explained gets choices, not a dead
// end. Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)
const topics = (r: { entryId: string | null; choices?: readonly { entryId: string | null }[] }) =>
  r.choices ? r.choices.map((c) => c.entryId) : [r.entryId]

describe('a follow-up that points back', () => {
  it('reads "she" as pointing back to the person just discussed', async () => {
    const r = await converse('my aunt offered to co-sign our mortgage', 'could she come off it in a few years')
    expect(topics(r)).toContain('co-signer')
  })

  it('offers the topic pointed back to beside the one a single word leads to', async () => {
    const r = await converse(
      'my sister could be a guarantor on our loan',
      'would that change what she can borrow for herself',
    )
    expect(r.kind).toBe('clarify')
    expect(topics(r)).toContain('co-signer')
  })

  it('keeps an amount asked about nothing named on the topic just answered', async () => {
    const r = await converse('tell me about reverse mortgages', 'how much could we get')
    expect(topics(r)).toContain('reverse-mortgage')
  })

  it('still answers a home asked about after another topic ("how much house can i afford")', async () => {
    const r = await converse('what is a heloc', 'how much house can i afford')
    expect(topics(r)).not.toContain('heloc')
  })

  it('still answers a follow-up that names its own topic in so many words', async () => {
    const r = await converse('my renewal is in june', 'what about moving to a different lender')
    expect(r.entryId).toBe('switching')
  })
})

describe('half the words explained', () => {
  it('offers the closest topics rather than no answer ("which papers will the lender ask for")', async () => {
    const r = await converse('which papers will they ask me for')
    expect(r.kind).toBe('clarify')
    expect(topics(r)).toContain('documents')
  })

  it('still steers back a question with nothing of a mortgage in it', async () => {
    const r = await converse('who won the hockey game last night')
    expect(r.kind).toBe('off-topic')
  })
})

describe('where to start, and a short question of question words', () => {
  it('offers first-time programs and a pre-approval to a buyer asking where to start', async () => {
    for (const text of [
      'my partner and i are ready to buy, what do we need',
      'no idea where to begin, we have 35k put away',
    ]) {
      const r = await converse(text)
      expect(r.kind).toBe('clarify')
      expect(topics(r)).toEqual(['first-time-buyer', 'pre-approval'])
    }
  })

  it('still answers a topic named beside the steps asked ("what are the steps to refinance")', async () => {
    const r = await converse('what are the first steps to refinance')
    expect(topics(r)).toContain('refinance')
    expect(topics(r)).not.toContain('first-time-buyer')
  })

  it('keeps "what do i need" after a topic on that topic', async () => {
    const r = await converse('what is a reverse mortgage', 'what do i need')
    expect(r.entryId).toBe('reverse-mortgage')
  })

  it('reads working for oneself as self-employment', async () => {
    expect((await converse('i work for myself, can i still get a mortgage')).entryId).toBe('self-employed')
    expect((await converse('been my own boss for years, do banks lend to people like me')).entryId).toBe(
      'self-employed',
    )
  })
})

describe('the best of a few years is a term', () => {
  it('lists the rate of the term asked ("best 4 year", "cheapest 2yr")', async () => {
    for (const [text, term] of [
      ['best 3 year', '3 year'],
      ['cheapest 5yr?', '5 year'],
    ] as const) {
      const r = await converse(text)
      expect(r.kind).toBe('rates')
      expect(r.content).toContain(term)
    }
  })

  it('still reads a lone "20 years" beside an amount as the amortization', async () => {
    const r = await converse('payment on 350k at 4.6, 20 years')
    expect(r.content).toContain('over 20 years')
  })
})
