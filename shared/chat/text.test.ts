import { describe, expect, it } from 'vitest'
import { expandShorthand, processTerm, tokenize } from './text'

const terms = (text: string) => tokenize(text).flatMap(processTerm)

describe('chat text processing', () => {
  it('stems English word forms to one term', () => {
    expect(terms('payments')).toEqual(terms('payment'))
    expect(terms('renewing')).toEqual(terms('renewal'))
    expect(terms('switching lenders')).toEqual(terms('switch lender'))
  })

  it('maps Canadian, British and American spellings and word families the stemmer splits', () => {
    expect(terms('amortisation')).toEqual(terms('amortization'))
    expect(terms('refinancing')).toEqual(terms('refinance'))
    expect(terms('refi')).toEqual(terms('refinance'))
    expect(terms('favorite color')).toEqual(terms('favourite colour'))
    expect(terms('preapproved')).toEqual(terms('pre-approval'))
  })

  it('expands abbreviations to the words the knowledge base uses', () => {
    expect(terms('HBP')).toEqual(expect.arrayContaining(terms('home buyers plan')))
    expect(terms('CMHC')).toEqual(expect.arrayContaining(terms('default insurance')))
    expect(terms('LTT')).toEqual(terms('land transfer tax'))
    expect(terms('reno')).toEqual(terms('renovations'))
    expect(terms('condominium')).toEqual(terms('condo'))
  })

  it('drops stopwords and amounts but keeps "down"', () => {
    expect(terms('what is the least I can put down on 650k')).toEqual(terms('least put down'))
    expect(tokenize('1.2M at 4.5% over 25 years')).toEqual(['at', 'over', 'years'])
  })
})

describe('texting shorthand', () => {
  it('writes out the shorthand of a texted question', () => {
    expect(expandShorthand('hw much mtg can u get w/ 55k dp pls')).toBe(
      'how much mortgage can you get with 55k down payment please',
    )
    expect(expandShorthand('r ur rates lower w/o insurance')).toBe('are your rates lower without insurance')
    expect(expandShorthand('k and the pmt on a mortage of 410k')).toBe('ok and the payment on a mortgage of 410k')
    expect(expandShorthand('w/40k saved')).toBe('with 40k saved')
  })

  it('leaves amounts, units and names alone', () => {
    for (const same of [
      'a 30 k down payment',
      'income 95k, 2k/mo of debts',
      '25 yr amortization',
      'zoned r-2, near the u-2 stop',
      'a condo in mississauga',
      'unit 4 at 3.9',
    ])
      expect(expandShorthand(same)).toBe(same)
  })
})
