import { describe, expect, it } from 'vitest'
import { canVisit, safeRedirect, targetAfterSignIn } from './targets'

describe('where sign-in leads', () => {
  it('sends each role to its home', () => {
    expect(targetAfterSignIn('super_admin')).toBe('/super-admin')
    expect(targetAfterSignIn('admin')).toBe('/agent-dashboard')
    expect(targetAfterSignIn('agent')).toBe('/agent-dashboard')
    expect(targetAfterSignIn('other')).toBe('/')
  })

  it('honours a kept redirect only when the role may open it', () => {
    expect(targetAfterSignIn('super_admin', '/super-admin/leads')).toBe('/super-admin/leads')
    expect(targetAfterSignIn('agent', '/super-admin/leads')).toBe('/agent-dashboard')
    expect(targetAfterSignIn('admin', '/agent-dashboard/blog?x=1')).toBe('/agent-dashboard/blog?x=1')
    expect(targetAfterSignIn('other', '/agent-dashboard')).toBe('/')
    expect(targetAfterSignIn('other', '/rates')).toBe('/rates')
  })

  it('refuses redirects that leave the site or loop to /auth', () => {
    for (const bad of [
      'https://evil.test',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      '/auth',
      '/auth?redirect=/x',
      '/a\nb',
      42,
      null,
    ]) {
      expect(safeRedirect(bad)).toBeNull()
      expect(targetAfterSignIn('agent', bad)).toBe('/agent-dashboard')
    }
  })

  it('does not confuse a look-alike prefix with an area', () => {
    expect(canVisit('agent', '/super-adminx')).toBe(true)
    expect(canVisit('agent', '/super-admin')).toBe(false)
    expect(canVisit('super_admin', '/agent-dashboard/profile')).toBe(false)
  })
})
