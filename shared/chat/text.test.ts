import { describe, expect, it } from 'vitest'
import { processTerm, tokenize } from './text'

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
