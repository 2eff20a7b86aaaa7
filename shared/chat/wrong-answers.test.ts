// Mechanisms that keep the engine from answering confidently with the wrong thing: a number in
// the wrong slot, a kind ruled out, a computation other than the one asked, another product, a
// place outside Canada, a legal matter. Where it cannot place something, it says so or hands
// over to an agent rather than guessing silently.
import { describe, expect, it } from 'vitest'
import { EVALUATION_AS_OF, EVALUATION_RATES, EVALUATION_RATES_DATE } from './evaluation/fixture'
import { loadChatEngine } from './index'
import { CHAT_OUTSIDE_CANADA } from './messages'
import type { ChatDialogueState, ChatReply } from './types'

const engine = await loadChatEngine()
const base = { asOf: EVALUATION_AS_OF, rates: { rates: EVALUATION_RATES, ratesDate: EVALUATION_RATES_DATE } }

async function last(...messages: string[]): Promise<ChatReply> {
  let state: ChatDialogueState | null = null
  let reply: ChatReply | null = null
  for (const m of messages) {
    reply = await engine.reply(m, { ...base, state })
    state = reply.state
  }
  return reply!
}

describe('numbers go to the slot they belong to', () => {
  it('a payment frequency ruled out is not the one used', async () => {
    const r = await last('monthly payment on 300k at 4, not weekly')
    expect(r.link?.search).toMatchObject({ frequency: 'monthly' })
  })

  it('the amount of a mortgage in a penalty question is the balance owing', async () => {
    const r = await last('penalty to break my 400k mortgage, fixed at 5, 3 years left')
    expect(r.entryId).toBe('breaking-penalty')
    expect(r.content).toContain('$5,000.00') // three months of interest: 400,000 × 5 % / 4
  })

  it('a rate asked for a term lists the rates, not the meaning of a term', async () => {
    const r = await last('what is the rate on a 3 yr term')
    expect(r.entryId).toBe('rates')
    expect(r.content).toContain('3.94%')
  })

  it('with an income and a down payment, the question is what the visitor can afford', async () => {
    const r = await last('household income 130k and 45k saved for the down')
    expect(r.entryId).toBe('affordability')
  })

  it('a budget or rent a month is neither an income nor a mortgage amount, and is said unused', async () => {
    const budget = await last('can i afford 2600 a month in payments')
    expect(budget.content).not.toContain('$31,200')
    const rent = await last('we pay 1900 rent, can we afford to buy')
    expect(rent.content).not.toContain('$1,900 mortgage')
  })

  it('"not in Toronto" is outside Toronto', async () => {
    const r = await last('ltt on 650k, not in toronto')
    expect(r.link?.search).not.toHaveProperty('inToronto')
    expect(r.content).toContain('outside Toronto')
  })

  it('another Ontario city named, Toronto asked about only for its tax: no Toronto tax', async () => {
    const r = await last('buying in mississauga for 720k, is there the toronto land transfer tax on top?')
    expect(r.content).toContain('No Toronto tax')
    expect(r.content).not.toContain('Toronto municipal')
    const home = await last('we found a condo in toronto at 720k, what land transfer tax')
    expect(home.content).toContain('Toronto municipal')
    const fr = await last(
      'droits de cession sur une maison de 640 000 $ à Ottawa, je paie aussi les droits de Toronto?',
    )
    expect(fr.content).toContain('Pas de droits de Toronto')
  })

  it('paying extra within the privileges is the prepayment entry, not the penalty, a payment or a down payment', async () => {
    for (const m of [
      'can i make a 25k lump sum payment without a penalty',
      'we want to pay down 15k extra this year, is there a penalty for a lump sum',
      'can i double up payments without penalty',
    ])
      expect((await last(m)).entryId, m).toBe('prepayment')
    expect((await last('penalty to break my mortgage, 300k at 4.5, 2 years left')).entryId).toBe('breaking-penalty')
  })

  it('a blend and extend is answered by the penalty entry, which says what it is', async () => {
    const r = await last('how does a blend and extend work')
    expect(r.entryId).toBe('breaking-penalty')
    expect(r.content).toContain('blending yours with today')
  })

  it('the mortgage and rate carried to the next home is porting, not today’s rates', async () => {
    const r = await last('selling our place in barrie and buying in orillia, can we keep our mortgage and rate with us')
    expect(r.entryId).toBe('porting')
  })

  it('a renter asked for a guarantor gets no mortgage entry', async () => {
    const r = await last("we're renting a unit in hamilton and the landlord asks for a guarantor, can my dad do it")
    expect(r.entryId).toBeNull()
    expect((await last('my son wants to buy a condo, can i co-sign his mortgage')).entryId).toBe('co-signer')
  })

  it('qualifying with collections or a judgment is a person’s judgement, an amount asked is not', async () => {
    expect((await last('could we qualify for a mortgage, we make 120k and have a 12k judgment')).entryId).toBe(
      'approval-odds',
    )
    expect((await last('do i qualify for 500k, i make 120k')).entryId).toBe('affordability')
  })

  it('a change of rate is not a rate, and two rates compared are not a rate and an amortization', async () => {
    const change = await last('what if rates go up 1.5%')
    expect(change.content).not.toContain('1.50%')
    const compared = await last('payment on 400k at 4.5 vs 5')
    expect(compared.content).toContain('over 25 years')
  })

  it('an alternative to a number ("or 10%") is not read as a value of another kind', async () => {
    const r = await last('should i put 20% down on 700k or 10%')
    expect(r.content).not.toContain('10.00%')
    expect(r.content).not.toContain('monthly payment is')
  })

  it('money in savings accounts is a down payment, not a price', async () => {
    const r = await last('i have 40k in my rrsp can i use it for a down payment')
    expect(r.content).not.toContain('For a $40,000 home')
  })

  it('beside an income named in words, another amount is the price, not a second income', async () => {
    const r = await last('is 650k too much on a 110k salary')
    expect(r.content).not.toContain('$760,000')
    expect(r.link?.search).not.toHaveProperty('coBorrowerIncome')
  })

  it('beside a down payment, the amount is the price, said so', async () => {
    const r = await last('payment on 700k with 10% down at 4')
    expect(r.content).toContain('$700,000 less $70,000 down')
    expect(r.content).toContain('I took $700,000 as the price')
  })

  it('an income a payment question does not use is said unused', async () => {
    const r = await last('we earn 150k, payment on a 500k mortgage at 4')
    expect(r.entryId).toBe('payment')
    expect(r.content).toContain('I did not use $150,000')
  })
})

describe('the computation asked, or none', () => {
  it('a computation asked without its numbers asks for them instead of computing another', async () => {
    const r = await last('cmhc on my 450k mortgage at 4')
    expect(r.entryId).toBe('default-insurance')
    expect(r.content).not.toContain('monthly payment is')
  })

  it("affordability's general words do not stand against a named product", async () => {
    const r = await last('our home is worth 800k, how much can we get with a reverse mortgage, we are 70')
    expect(r.entryId).toBe('reverse-mortgage')
  })

  it('a refinance question gets no minimum down payment added', async () => {
    const r = await last('worth 700k and i owe 250k, how much can i borrow against my home')
    expect(r.entryId).toBe('refinance')
    expect(r.content).not.toContain('minimum down payment')
  })

  it('a price alone does not turn an affordability question into a down payment one', async () => {
    const r = await last('how much can i get on a 900k house with a 300k mortgage')
    expect(r.entryId).not.toBe('down-payment')
  })

  it('"down payment" does not ask for a payment as well', async () => {
    const r = await last('min down payment for a 550k condo in ottawa')
    expect(r.entryId).toBe('down-payment')
    expect(r.content).not.toContain('monthly payment is')
  })
})

describe('not ours to answer', () => {
  it('a question of only words common to every answer gets an agent, not a guessed entry', async () => {
    for (const text of ['buying a house', 'canadian mortgage', 'mortgage on a 2.5M home']) {
      const r = await last(text)
      expect(r.kind).toBe('no-answer')
      expect(r.link?.to).toBe('/contact')
    }
    // Rates alone are the rates question.
    expect((await last('rates?')).entryId).toBe('rates')
  })

  it('a home or rates outside Canada get the outside-Canada reply and an agent', async () => {
    const r = await last('best mortgage rates in arizona')
    expect(r.kind).toBe('no-answer')
    expect(r.content).toBe(CHAT_OUTSIDE_CANADA)
    expect(r.link?.to).toBe('/contact')
    // Where someone comes from is not where they buy.
    const newcomer = await last('i just moved from india, can i get a mortgage')
    expect(newcomer.content).not.toBe(CHAT_OUTSIDE_CANADA)
  })

  it('insurance of the home itself is another product', async () => {
    const r = await last('how much is house insurance for a 500k home')
    expect(r.kind).toBe('off-topic')
  })

  it('a legal matter hands over to a lawyer and an agent, even in words the speller does not know', async () => {
    const r = await last('there is a lien on the property i am buying')
    expect(r.entryId).toBe('legal-advice')
    expect(r.link?.to).toBe('/contact')
  })
})
