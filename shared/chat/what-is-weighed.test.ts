// The kinds of misses that decision 246 made mechanisms and content of, each with phrasings of its
// own (none of the sets'): a down payment and its parts; a means weighed for a purpose; a short
// follow-up that points back while its words lead elsewhere; approval odds asked beside numbers;
// someone's mortgage taken over; waiting for rates to fall; a choice weighed that no topic answers.
import { describe, expect, it } from 'vitest'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('a down payment and its parts', () => {
  it('the amount the parts add up to is the down payment, whichever is said last', async () => {
    const r = await converse(
      'found a townhouse at 720k, we have 95k for the down payment (75k saved plus a 20k gift), whats the monthly payment',
    )
    expect(r.kind).toBe('computed')
    expect(r.content).toContain('$720,000 less $95,000 down')
  })

  it('amounts that do not add up keep the last one said', async () => {
    const r = await converse('house at 600k, 80k down, actually 90k down, monthly payment?')
    expect(r.content).toContain('$600,000 less $90,000 down')
  })
})

describe('a means weighed for a purpose', () => {
  it('is the topic; the purpose’s words lead nowhere', async () => {
    const r = await converse('would a cash back mortgage be a smart way to cover closing costs')
    expect(r.entryId ?? r.choices?.[0]?.entryId).toBe('cash-back')
    expect((await converse('can i use a cashback mortgage for paying my closing costs')).entryId).toBe('cash-back')
  })

  it('the purpose asked alone is still its topic', async () => {
    expect((await converse('how much cash do i need for closing costs')).entryId).toBe('closing-costs')
  })
})

describe('a short follow-up that points back', () => {
  it('asks which topic when its words alone lead to another', async () => {
    const r = await converse('what is a heloc', 'how long does it last')
    expect(r.kind).toBe('clarify')
    expect(r.choices?.map((c) => c.entryId)).toEqual(['heloc', 'term'])
  })

  it('answers the topic when its words fit it', async () => {
    expect((await converse('explain rate holds', 'how long is it valid')).entryId).toBe('rate-hold')
  })
})

describe('decisions and topics in other words', () => {
  it('approval odds asked beside numbers are the approval-odds entry', async () => {
    const r = await converse('we earn 120k together with 40k down, what are our odds of getting approved for 550k')
    expect(r.entryId).toBe('approval-odds')
  })

  it('an amount of approval asked is still computed', async () => {
    expect((await converse('how much would we get approved for with 120k income')).kind).toBe('computed')
  })

  it('whoever’s mortgage is taken over is assuming a mortgage', async () => {
    expect((await converse('could i take over my grandmothers mortgage')).entryId).toBe('assumable')
    expect((await converse('can we take on the sellers existing mortgage')).entryId).toBe('assumable')
  })

  it('waiting for rates to fall is fixed or variable', async () => {
    expect((await converse('is it smarter to wait until rates come down')).entryId).toBe('fixed-vs-variable')
  })

  it('a choice weighed that no topic answers offers the closest two', async () => {
    expect((await converse('lock in today or wait?')).kind).toBe('clarify')
  })
})
