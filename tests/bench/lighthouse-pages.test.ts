import { describe, expect, it } from 'vitest'
import { againstControl, pagesToMeasure } from './lighthouse-pages'

describe('pagesToMeasure', () => {
  it('every prerendered page, then one page of each database kind, once each', () => {
    expect(
      pagesToMeasure(['/', '/blog', '/rates'], {
        blogSlug: 'first-home',
        serviceId: 's1',
        productId: 'p 1',
        agentPath: '/agents/sarahchen',
      }),
    ).toEqual(['/', '/blog', '/rates', '/blog/first-home', '/services/s1', '/products/p%201', '/agents/sarahchen'])
  })

  it('leaves out a kind the product has no page of', () => {
    expect(pagesToMeasure(['/'], { blogSlug: 'a' })).toEqual(['/', '/blog/a'])
  })

  it('LH_PAGES keeps the listed paths alone, in its order', () => {
    expect(pagesToMeasure(['/', '/rates'], { blogSlug: 'a' }, ' /rates, /blog/a ,')).toEqual(['/rates', '/blog/a'])
  })
})

describe('againstControl', () => {
  it('within up to 2 points under the control, over beyond', () => {
    expect(againstControl(96, 98)).toBe('within')
    expect(againstControl(95, 98)).toBe('over')
  })

  it('100 is always within; a control at 100 asks for 98', () => {
    expect(againstControl(100, 100)).toBe('within')
    expect(againstControl(98, 100)).toBe('within')
    expect(againstControl(97, 100)).toBe('over')
  })
})
