// The calibrated clarifying reply (docs/decisions/185): when the next entry scores nearly as well
// as the best and explains as much of the question, or when nothing is confident but the message
// is about a home, the engine names what it understood and offers the two closest topics as
// choices with an agent, instead of answering one with confidence or giving up. A choice's label
// sent back answers its entry, in either language.
import { describe, expect, it } from 'vitest'
import { conversation } from './evaluation/converse'
import { judgeConversation, judgeQuestion } from './evaluation/evaluate'
import { loadChatEngine } from './index'
import type { ChatReply } from './types'

const engine = await loadChatEngine()
const converse = conversation(engine)

describe('a clarifying reply below the calibrated confidence', () => {
  it('asks which of two equally fitting topics is meant, naming the words understood, with an agent', async () => {
    // (Prepaying named leads to the prepayment privileges since decision 277: another pair here.)
    const r = await converse('open mortgage renewal')
    expect(r.kind).toBe('clarify')
    expect(r.entryId).toBeNull()
    expect(r.choices?.map((c) => c.entryId)).toEqual(['renewal', 'open-vs-closed'])
    expect(r.choices?.map((c) => c.label)).toEqual(['Mortgage renewal', 'Open or closed mortgage'])
    expect(r.content).toContain('I understood “open renewal”')
    expect(r.content).toContain('Mortgage renewal, or Open or closed mortgage?')
    expect(r.link?.to).toBe('/contact')
  })

  it('asks on a tie of scores even when the best explains more of the words, never a confident guess', async () => {
    // "semi" is a semi-detached home here, not semi-monthly payments: not answered as the frequency.
    const r = await converse('saving for a semi in whitby')
    expect(r.kind).toBe('clarify')
    expect(r.entryId).toBeNull()
  })

  it('asks nothing of a message that gives contact details: it is acknowledged', async () => {
    const r = await converse('My name is Sam Lee, call me at 416-555-0142')
    expect(r.kind).not.toBe('clarify')
    expect(r.contactFound).toBe(true)
    expect(r.content).toContain('Thank you, Sam!')
  })

  it('answers the topic whose label is sent back', async () => {
    const r = await converse('prepay a closed mortgage', 'Prepayment privileges')
    expect(r.kind).toBe('answer')
    expect(r.entryId).toBe('prepayment')
  })

  it('asks in French with French titles, and answers the French title sent back in French', async () => {
    const r = await converse('transferer mon hypotheque quand je demenage')
    expect(r.kind).toBe('clarify')
    expect(r.lang).toBe('fr')
    expect(r.content).toContain("J'ai compris « transferer »")
    expect(r.choices?.map((c) => c.label)).toContain('Changer de prêteur')
    const picked = await converse('transferer mon hypotheque quand je demenage', 'Changer de prêteur')
    expect(picked.entryId).toBe('switching')
    expect(picked.lang).toBe('fr')
  })

  it('offers the closest topics, not a dead end, for a home question it is not sure of', async () => {
    const r = await converse('mortgage when i get paid per job')
    expect(r.kind).toBe('clarify')
    expect(r.choices).toHaveLength(2)
    expect(r.content).not.toContain("couldn't find an answer")
  })

  it('still answers a clear question, and still steers an off-topic one back', async () => {
    expect(await converse('what is a heloc')).toMatchObject({ kind: 'answer', entryId: 'heloc' })
    expect((await converse('what do you think about pizza')).kind).toBe('off-topic')
  })
})

describe('how the evaluation counts a clarifying reply', () => {
  const clarify = {
    kind: 'clarify' as ChatReply['kind'],
    entryId: null,
    content: 'Which one do you mean?',
    link: null,
    choices: [{ entryId: 'prepayment' }, { entryId: 'open-vs-closed' }],
  }
  it('is right when a choice is an expected entry, or the question is out of scope; never wrong', () => {
    expect(judgeConversation({ entry: 'prepayment', figures: [1000] }, clarify).verdict).toBe('correct')
    expect(judgeConversation({ entry: 'none' }, clarify).verdict).toBe('correct')
    expect(judgeConversation({ entry: 'heloc' }, clarify).verdict).toBe('no-answer')
    expect(judgeConversation({ entry: 'agent' }, clarify).verdict).toBe('no-answer')
    expect(judgeQuestion({ q: 'x', expect: 'open-vs-closed' }, clarify)).toBe('correct')
    expect(judgeQuestion({ q: 'x', expect: 'heloc' }, clarify)).toBe('no-answer')
  })
})
