import { describe, expect, it } from 'vitest'
import { findAmounts, readQuantities } from './numbers'

const read = (text: string) => readQuantities(text).map((q) => [q.value, q.unit, q.per])

describe('readQuantities: numbers as people write them', () => {
  it('reads amounts with k, M, million, thousand, $ and separators, English and French', () => {
    expect(read('450k')).toEqual([[450_000, 'money', null]])
    expect(read('1.2M')).toEqual([[1_200_000, 'money', null]])
    expect(read('$1,200,000')).toEqual([[1_200_000, 'money', null]])
    expect(read('1.2 million')).toEqual([[1_200_000, 'money', null]])
    expect(read('650 thousand')).toEqual([[650_000, 'money', null]])
    expect(read('450 000 $')).toEqual([[450_000, 'money', null]])
    expect(read('10k credit cards')).toEqual([[10_000, 'money', null]])
    expect(read('half a million')).toEqual([[500_000, 'money', null]])
  })

  it('reads amounts written in words, English and French, as one number', () => {
    const money = (text: string) =>
      readQuantities(text)
        .filter((q) => q.unit === 'money')
        .map((q) => q.value)
    expect(money('about one point four million near the lake')).toEqual([1_400_000])
    expect(money('three and a half million for the farm')).toEqual([3_500_000])
    expect(money('around seven hundred grand')).toEqual([700_000])
    expect(money('a million three, maybe less')).toEqual([1_300_000])
    expect(money('a million and a half tops')).toEqual([1_500_000])
    expect(money('eight hundred and twenty five thousand dollars')).toEqual([825_000])
    expect(money('nine hundred fifty k')).toEqual([950_000])
    expect(money('twenty-five thousand saved')).toEqual([25_000])
    expect(money('un million trois cent mille')).toEqual([1_300_000])
    expect(money('deux millions et demi')).toEqual([2_500_000])
    expect(money('quatre-vingt mille de mise de fonds')).toEqual([80_000])
    expect(money('sept cent cinquante mille $')).toEqual([750_000])
    expect(money('1,4 million à Laval')).toEqual([1_400_000])
    // A salary in words keeps its period; small numbers and words without a scale are not amounts.
    expect(read('seventy two thousand a year')).toEqual([[72_000, 'money', 'year']])
    expect(money('one kid and two cars, a hundred reasons')).toEqual([])
    expect(read('dix pour cent')).toEqual([[10, 'percent', null]])
  })

  it('reads rates with and without a percent sign, and French decimal commas', () => {
    expect(read('3.89')).toEqual([[3.89, 'number', null]])
    expect(read('3.89%')).toEqual([[3.89, 'percent', null]])
    expect(read('5.25 percent')).toEqual([[5.25, 'percent', null]])
    expect(read('4,79 %')).toEqual([[4.79, 'percent', null]])
    expect(read('20% down')).toEqual([[20, 'percent', null]])
  })

  it('reads durations: 25 yrs, 25-year, 30yr, 30 months, five years, 25 ans', () => {
    expect(read('25 yrs')).toEqual([[25, 'years', null]])
    expect(read('25-year amortization')).toEqual([[25, 'years', null]])
    expect(read('30yr')).toEqual([[30, 'years', null]])
    expect(read('30 months left')).toEqual([[30, 'months', null]])
    expect(read('five years')).toEqual([[5, 'years', null]])
    expect(read('sur 25 ans')).toEqual([[25, 'years', null]])
    expect(read('eighteen years left')).toEqual([[18, 'years', null]])
    expect(read('douze mois')).toEqual([[12, 'months', null]])
    expect(read('sixty years old')).toEqual([])
  })

  it('reads amounts per period: 95k a year, $7,500 a month, 600/month, 120 000 $ par année', () => {
    expect(read('95k a year')).toEqual([[95_000, 'money', 'year']])
    expect(read('$7,500 a month')).toEqual([[7500, 'money', 'month']])
    expect(read('car payment 600/month')).toEqual([[600, 'number', 'month']])
    expect(read('120 000 $ par année')).toEqual([[120_000, 'money', 'year']])
  })

  it('reads "mil" and "mill" after number words as a million', () => {
    expect(read('half a mil')).toEqual([[500_000, 'money', null]])
    expect(read('two and a half mill')).toEqual([[2_500_000, 'money', null]])
    expect(read('1.2 mil')).toEqual([[1_200_000, 'money', null]])
    // Not an amount: the word with no number word before it.
    expect(read('the mil rate')).toEqual([])
  })

  it('reads a decimal point said in words as one number, with what follows it', () => {
    expect(read('rate of 4 point 25')).toEqual([[4.25, 'number', null]])
    expect(read('fixed at 5 point 1 percent')).toEqual([[5.1, 'percent', null]])
    expect(read('un taux de 3 virgule 75')).toEqual([[3.75, 'number', null]])
    expect(read('1 point 2 million')).toEqual([[1_200_000, 'money', null]])
    const text = 'at 6 point 05 for 5 years'
    const [q] = readQuantities(text)
    expect(text.slice(q!.start, q!.end)).toBe('6 point 05')
    // Not a decimal: the word between other words, or a count of points.
    expect(read('a point or two')).toEqual([])
    expect(read('rates up 2 points, 30 years')).toEqual([
      [2, 'number', null],
      [30, 'years', null],
    ])
  })

  it('reads a decimal number said all in words, its digits one word each', () => {
    expect(read('renewal offer of three point nine five')).toEqual([[3.95, 'number', null]])
    expect(read('two point seven four percent fixed')).toEqual([[2.74, 'percent', null]])
    expect(read('cinq virgule deux pour cent')).toEqual([[5.2, 'percent', null]])
    const text = 'at six point one for 20 years'
    const [q, years] = readQuantities(text)
    expect(text.slice(q!.start, q!.end)).toBe('six point one')
    expect(years).toMatchObject({ value: 20, unit: 'years' })
    // Not changed: amounts with a scale, and the word point with no digit word after it.
    expect(read('one point two five million')).toEqual([[1_250_000, 'money', null]])
    expect(read('one point to make')).toEqual([])
    expect(read('three points lower')).toEqual([])
  })

  it('skips digits inside words and keeps offsets for the words around', () => {
    expect(read('T4 and the 2nd')).toEqual([])
    const [q] = readQuantities('a $650k condo')
    expect('a $650k condo'.slice(q!.start, q!.end)).toBe('$650k')
    // An amount per period is not an amount for the lead's property value.
    expect(findAmounts('we make 95k a year')).toEqual([])
  })
})
