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
