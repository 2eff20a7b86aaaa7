import { describe, expect, it } from 'vitest'
import { AGENT_IMAGE_URL_MESSAGE, agentPostWriteSchema, isAgentImageUrl } from './agent-dashboard'

describe("an agent post's featured image", () => {
  it.each([
    'https://images.example.com/house.jpg',
    'https://cdn.example.ca/a/b.png?w=800#x',
    '/media/blog/0190f3a2-1234-7abc-8def-123456789012.webp',
    '/demo/blog/fixed-vs-variable.svg',
  ])('accepts %s', (url) => {
    expect(isAgentImageUrl(url)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'http://images.example.com/house.jpg',
    'https://',
    'https://localhost',
    'https://user@evil.example.com/x.png',
    '//evil.example.com/x.png',
    '/media/../api/leads',
    '/media//evil',
    '/api/agent/posts',
    'media/blog/x.png',
    'https://example.com/a b.png',
    'ftp://example.com/x.png',
  ])('refuses %s', (url) => {
    expect(isAgentImageUrl(url)).toBe(false)
  })

  it('the write schema names the field with the reason; null stays allowed', () => {
    const body = {
      title: 'T',
      slug: null,
      excerpt: null,
      content: 'C',
      featuredImageUrl: 'javascript:alert(1)',
      metaTitle: null,
      metaDescription: null,
    }
    const result = agentPostWriteSchema.safeParse(body)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['featuredImageUrl', AGENT_IMAGE_URL_MESSAGE],
    ])
    expect(agentPostWriteSchema.safeParse({ ...body, featuredImageUrl: null }).success).toBe(true)
  })
})
