import { describe, expect, it } from 'vitest'
import { currentLeadContext, rememberCampaign } from './lead-context'

function memoryStore(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  }
}

describe('the visit campaign (first touch)', () => {
  it('keeps only the utm keys of the first landing that had any, trimmed and cut to 200 characters', () => {
    const store = memoryStore()
    rememberCampaign('?q=rates', store)
    expect(currentLeadContext('/rates', store)).toEqual({ page: '/rates' })
    rememberCampaign(
      `?utm_source=%20google%20&utm_medium=cpc&utm_campaign=${'x'.repeat(250)}&gclid=abc&utm_term=`,
      store,
    )
    rememberCampaign('?utm_source=facebook', store)
    expect(currentLeadContext('/contact', store)).toEqual({
      page: '/contact',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'x'.repeat(200),
    })
  })

  it('a damaged stored value gives no campaign, not an error', () => {
    const store = memoryStore()
    store.setItem('lead-campaign', '{nope')
    expect(currentLeadContext('/', store)).toEqual({ page: '/' })
  })
})
