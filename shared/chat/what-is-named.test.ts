// A topic answered on one word of the question must know the thing the question names: a word in
// a thing's place (after an article or a possessive) that no knowledge-base entry holds, not even
// by prefix or typo, turns a confident answer matched on one other word into a choice with an
// agent (docs/decisions/219). Filler words never count. A yes-or-no question about a kind of rate
// asks a judgement, not today's list. Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('a thing the knowledge base does not hold is not answered with a neighbouring entry', () => {
  it.each([
    'how do i become a welder in ontario',
    'how do i become a teacher in ontario',
    'how do i become a realtor in ontario',
  ])('"%s" is not becoming a mortgage agent', async (question) => {
    const r = await converse(question)
    expect(r.kind).not.toBe('answer')
    expect(r.entryId).toBeNull()
  })

  it('the choice offers the closest topics and an agent, never a confident answer', async () => {
    const r = await converse('how do i become a welder in ontario')
    expect(r.kind).toBe('clarify')
    expect(r.link?.to).toBe('/contact')
  })

  it('a thing the knowledge base holds is answered', async () => {
    expect((await converse('how do i become a mortgage agent in ontario')).entryId).toBe('become-agent')
    expect((await converse('how do i become a broker')).entryId).toBe('become-agent')
  })
})

describe('filler words are not things', () => {
  it.each([
    'how does a heloc work honestly',
    'what is a heloc lol',
    'hey guys whats a heloc',
    'just wondering what a heloc is',
    'can you explain a heloc to me please',
    'what is a heloc exactly',
    'ok so what is a heloc anyway',
    'what is a heloc tbh',
    'whats a heloc btw',
    'is a heloc a smart move',
    'is a heloc a good idea',
    'is a heloc a great idea honestly',
  ])('"%s" is the HELOC', async (question) => {
    expect((await converse(question)).entryId).toBe('heloc')
  })

  it.each([
    ['i have a quick question about the stress test', 'stress-test'],
    ['explain the stress test like im 5', 'stress-test'],
    ['the stress test, what is it again', 'stress-test'],
    ['how does the fhsa work for a student', 'fhsa'],
  ])('"%s" is answered (%s)', async (question, entry) => {
    expect((await converse(question)).entryId).toBe(entry)
  })
})

describe('a yes-or-no question about a kind of rate asks a judgement, not the list', () => {
  it('answers the comparison or gives no list', async () => {
    expect((await converse('would fixed be wiser right now')).entryId).toBe('fixed-vs-variable')
    expect((await converse('is variable the smarter pick today')).kind).not.toBe('rates')
  })

  it('the best or today’s of a kind is still the list', async () => {
    expect((await converse('whats the best variable now')).kind).toBe('rates')
    expect((await converse('lowest fixed today')).kind).toBe('rates')
  })
})

describe('numbers given in one message serve the next', () => {
  it('a penalty asked of the mortgage an earlier message gave ("break it") is computed with it', async () => {
    const r = await converse('variable mortgage of 380k at 5.1', 'what would it cost to break it')
    expect(r.kind).toBe('computed')
    expect(r.entryId).toBe('breaking-penalty')
    expect(r.content).toContain('$4,845.00')
  })

  it('an amount after homes looked at ("semis near 810k") is their price', async () => {
    const r = await converse('semis near 810k in oshawa', 'how much is the land transfer tax')
    expect(r.kind).toBe('computed')
    expect(r.content).toContain('$12,675.00')
    const pay = await converse('looking at condos around 500k', 'monthly at 4.5?')
    expect(pay.entryId).toBe('payment')
    expect(pay.content).toContain('$500,000')
  })
})

describe('paying more than the payment is asked about, not the payment again', () => {
  it('"pay extra" after a payment is about prepayment', async () => {
    const r = await converse('payment on 520k at 4.6', 'can we pay extra every month to pay it down sooner')
    expect(r.kind).not.toBe('computed')
    expect([r.entryId, ...(r.choices ?? []).map((c) => c.entryId)]).toContain('prepayment')
  })

  it('a frequency asked to pay it off faster is still the payment recomputed', async () => {
    const r = await converse('payment on 520k at 4.6', 'what about accelerated biweekly to pay it off faster')
    expect(r.kind).toBe('computed')
    expect(r.content).toContain('accelerated')
  })
})
