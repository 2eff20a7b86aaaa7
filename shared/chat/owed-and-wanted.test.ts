// What is owed, said in the words of what is left, across turns; and a person looked for by place
// or language (docs/decisions/214). Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { refinanceEquity } from '#shared/finance/refinance.ts'
import { conversation } from './evaluation/converse'
import { loadChatEngine } from './index'

const engine = await loadChatEngine()
const converse = conversation(engine)
const dollars = (x: number) => `$${x.toLocaleString('en-CA')}`

describe('what is left on a mortgage is its balance', () => {
  it('reads the balance from "loan remaining is" in a later turn and frees the equity the value allows', async () => {
    const r = await converse('our townhouse is valued at 910k', 'loan remaining is 480k', 'how much could we pull')
    expect(r.entryId).toBe('refinance')
    expect(r.content).toContain(dollars(refinanceEquity({ homeValue: 910_000, balance: 480_000 }).available))
  })

  it('reads "balance outstanding is" in one message', async () => {
    const r = await converse('house valued at 700k and the balance outstanding is 300k, how much equity')
    expect(r.entryId).toBe('refinance')
    expect(r.content).toContain(dollars(refinanceEquity({ homeValue: 700_000, balance: 300_000 }).available))
  })
})

describe('a person looked for by place or language is finding an agent', () => {
  it('a place with a word of looking for someone', async () => {
    expect((await converse('is there a broker around peterborough')).entryId).toBe('find-agent')
    expect((await converse('need an advisor close to me')).entryId).toBe('find-agent')
  })

  it("a language named is one of the agents' profiles: finding one is answered or offered", async () => {
    const r = await converse('is there an agent who speaks urdu')
    expect(r.entryId === 'find-agent' || r.choices?.some((c) => c.entryId === 'find-agent')).toBe(true)
  })

  it('not what brokers cost, talking to one, or becoming one', async () => {
    expect((await converse('what do brokers charge in ottawa')).entryId).toBe('broker')
    expect((await converse('i would like to speak with a broker')).entryId).toBe('talk-to-agent')
    expect((await converse('how do i become an agent in ottawa')).entryId).toBe('become-agent')
  })
})
