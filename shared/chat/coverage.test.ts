// Topics visitors ask about that sit next to older entries (docs/decisions/205 and 214): each new entry is
// reached by a question in its own words, and a near question still reaches the older neighbour.
// Phrasings here are none of the evaluation's.
import { describe, expect, it } from 'vitest'
import { EVALUATION_CONTEXT } from './evaluation/converse'
import { loadChatEngine } from './index'
import { tokenize } from './text'

const engine = await loadChatEngine()
const entryOf = async (text: string) => (await engine.reply(text, EVALUATION_CONTEXT)).entryId
/**
 * The entry answered, or the first choice when the confidence gate asks instead (a thin answer:
 * one topic word of two explained, short of its confidence; docs/decisions/257).
 */
async function leadingEntryOf(text: string): Promise<string | null> {
  const reply = (await engine.reply(text, EVALUATION_CONTEXT)) as {
    entryId: string | null
    kind: string
    choices?: { entryId: string | null }[]
  }
  return reply.kind === 'clarify' ? (reply.choices?.[0]?.entryId ?? null) : reply.entryId
}

const cases: readonly { entry: string; asked: string; neighbour: string; near: string }[] = [
  {
    entry: 'missed-payments',
    asked: 'i lost my job and cant make my mortgage payments',
    neighbour: 'payment-frequency',
    near: 'can i switch my payments to every two weeks',
  },
  {
    entry: 'creditor-insurance',
    asked: 'should I buy the disability insurance my lender offered',
    neighbour: 'default-insurance',
    near: 'how much is mortgage insurance with 10% down',
  },
  {
    entry: 'co-signer',
    asked: 'can my brother be a cosigner on my application',
    neighbour: 'gifted-down-payment',
    near: 'can my brother give me money for the down payment',
  },
  {
    entry: 'separation',
    asked: 'getting divorced and want to keep the house, how does that work',
    neighbour: 'refinance',
    near: 'how much equity can I take out of my house',
  },
  {
    entry: 'rent-to-own',
    asked: 'how do lease-to-own agreements work',
    neighbour: 'rental-property',
    // Whether the rent counts as income is the income entry's question now (decision 214).
    near: 'is an investment property I rent out financed differently',
  },
  {
    entry: 'assumable',
    asked: 'can a buyer take over my low rate mortgage when I sell',
    neighbour: 'porting',
    near: 'can I keep my rate when I move to a new house',
  },
  {
    entry: 'collateral-charge',
    asked: 'my bank registered a collateral mortgage, is that bad',
    neighbour: 'heloc',
    near: 'what is a home equity line of credit',
  },
  {
    entry: 'rural-land',
    asked: 'financing a hobby farm with a well',
    neighbour: 'second-home',
    near: 'can I get a mortgage on a seasonal cottage',
  },
  {
    entry: 'qualifying-income',
    asked: 'do tips from serving count toward my income',
    neighbour: 'affordability',
    near: 'how much can i afford on 90k',
  },
  {
    entry: 'closing-day',
    asked: 'what happens on the day we get the keys',
    neighbour: 'closing-costs',
    near: 'what lawyer fees should i expect',
  },
  {
    entry: 'appraisal-gap',
    asked: 'our house appraised lower than what we paid',
    neighbour: 'refinance',
    near: 'how much equity can I take out of my house',
  },
  {
    entry: 'cash-back',
    asked: 'cash back offer from the bank 3%',
    neighbour: 'prepayment',
    near: 'can i make a lump sum payment each year',
  },
  {
    entry: 'skip-payment',
    asked: 'does my lender allow a payment vacation',
    neighbour: 'payment-frequency',
    near: 'can i switch my payments to every two weeks',
  },
  {
    entry: 'offer-conditions',
    asked: 'do i need a home inspection condition',
    neighbour: 'closing-costs',
    near: 'what fees do I pay when i close',
  },
  {
    entry: 'new-build',
    asked: 'what are occupancy fees',
    neighbour: 'newcomers',
    near: 'new to canada can i buy',
  },
  {
    entry: 'second-mortgage',
    asked: 'how does a second charge work',
    neighbour: 'second-home',
    near: 'can I get a mortgage on a seasonal cottage',
  },
  {
    entry: 'loan-to-value',
    asked: 'what does loan to value mean',
    neighbour: 'default-insurance',
    near: 'how much is mortgage insurance with 10% down',
  },
]

describe('topics next to older entries', () => {
  for (const c of cases) {
    it(`${c.entry}: reached in its own words, and ${c.neighbour} keeps its question`, async () => {
      expect(await leadingEntryOf(c.asked)).toBe(c.entry)
      expect(await entryOf(c.near)).toBe(c.neighbour)
    })
  }

  it('what counts in the debt ratios stays affordability; what income counts is the income entry', async () => {
    expect(await entryOf('does my heating bill count in the debt ratios')).toBe('affordability')
    expect(await entryOf('do lenders use my shift premiums')).toBe('qualifying-income')
  })

  it('mortgage insurance alone stays default insurance; life insurance on the mortgage is the other', async () => {
    expect(await entryOf('do I have to pay mortgage insurance')).toBe('default-insurance')
    expect(await entryOf('is life insurance on my mortgage a good idea')).toBe('creditor-insurance')
  })

  it('falling behind on payments is arrears; rates that fall are not', async () => {
    expect(await entryOf('falling behind on the mortgage')).toBe('missed-payments')
    expect(await entryOf('if rates fall can i get the lower rate')).toBe('rate-hold')
  })

  it('defaulting on a mortgage is not default insurance', async () => {
    const r = await engine.reply('we are about to default on the mortgage', EVALUATION_CONTEXT)
    expect(r.entryId === 'missed-payments' || r.choices?.some((c) => c.entryId === 'missed-payments')).toBe(true)
    expect(await entryOf('how much does default insurance cost')).toBe('default-insurance')
  })

  it('the life of a mortgage is its amortization; creditor life insurance is the mortgage’s own', async () => {
    expect(await entryOf('how many years is the life of my loan')).toBe('amortization')
    const r = await engine.reply('my bank is selling me creditor life insurance, should I take it', EVALUATION_CONTEXT)
    expect(r.kind).not.toBe('off-topic')
    expect(r.entryId).toBe('creditor-insurance')
    expect((await engine.reply('cheapest life insurance quotes', EVALUATION_CONTEXT)).kind).toBe('off-topic')
  })

  it('renting a home out is a rental; rent to own is not', async () => {
    expect(await leadingEntryOf('I want to buy a place and rent it out')).toBe('rental-property')
    expect(await entryOf('rent to own')).toBe('rent-to-own')
  })

  it('answers the new topics in French', async () => {
    const r = await engine.reply('mon ex et moi divorçons, puis-je garder la maison', EVALUATION_CONTEXT)
    expect(r.entryId).toBe('separation')
    expect(r.lang).toBe('fr')
    const late = await engine.reply('je suis en retard sur mes paiements', EVALUATION_CONTEXT)
    expect(late.entryId).toBe('missed-payments')
    expect(late.lang).toBe('fr')
    expect(await entryOf('fréquence des paiements aux deux semaines')).toBe('payment-frequency')
    const pension = await engine.reply("revenu de pension compte-t-il pour l'hypothèque", EVALUATION_CONTEXT)
    expect(pension.entryId).toBe('qualifying-income')
    expect(pension.lang).toBe('fr')
    expect(await entryOf("évaluation plus basse que le prix d'achat")).toBe('appraisal-gap')
  })

  it('answers every topic in French without a placeholder left in the text', async () => {
    for (const title of ['hypothèque avec remise en argent', 'que se passe-t-il le jour de la clôture']) {
      const r = await engine.reply(title, EVALUATION_CONTEXT)
      expect(r.lang).toBe('fr')
      expect(r.content).not.toContain('${')
      expect(r.content).toMatch(/\d\u00a0%/)
    }
  })

  it('reads a compound written apart or hyphenated as one word', () => {
    expect(tokenize('Rent to own')).toEqual(['renttoown'])
    expect(tokenize('lease-to-own')).toEqual(['leasetoown'])
    expect(tokenize('co-sign or co signer')).toEqual(['cosign', 'or', 'cosigner'])
    expect(tokenize('sign to own it')).toEqual(['sign', 'to', 'own', 'it'])
    expect(tokenize('Life-insurance')).toEqual(['lifeinsurance'])
    expect(tokenize('default insurance')).toEqual(['defaultinsurance', 'insurance'])
    expect(tokenize('Cash-back or cash back')).toEqual(['cashback', 'or', 'cashback'])
    expect(tokenize('call me back')).toEqual(['call', 'me', 'back'])
    expect(tokenize('a new build, not a new house')).toEqual(['a', 'newbuild', 'not', 'a', 'new', 'house'])
    expect(tokenize('2nd mortgage on a second home')).toEqual(['secondmortgage', 'on', 'a', 'second', 'home'])
  })
})
