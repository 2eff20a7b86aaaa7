import { describe, expect, it } from 'vitest'
import type { AdminPost } from '#shared/schemas/admin-blog.ts'
import { BLANK_POST, formOf, requestOf, slugPreview, withSlug, withTitle } from './post-form'

const post: AdminPost = {
  id: 'p1',
  title: 'Old Title',
  slug: 'old-title-2',
  excerpt: null,
  listExcerpt: 'Body',
  content: 'Body',
  featuredImageUrl: null,
  featuredImageSrc: null,
  isPublished: true,
  publishedAt: '2026-01-01T00:00:00.000Z',
  metaTitle: null,
  metaDescription: null,
  agentId: 'a1',
  agentName: 'Sarah',
  adminCreated: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

describe('the slug follows the title until it is edited', () => {
  it('derives the slug from each new title of a new post', () => {
    let f = withTitle(BLANK_POST, 'Fixed or Variable?')
    expect(f.slug).toBe('fixed-or-variable')
    f = withTitle(f, 'Fixed or Variable in 2026?')
    expect(f.slug).toBe('fixed-or-variable-in-2026')
  })
  it('stops following once the slug is typed, and follows again when it is cleared', () => {
    let f = withSlug(withTitle(BLANK_POST, 'Spring Market'), 'my-own')
    f = withTitle(f, 'Spring Market Update')
    expect(f.slug).toBe('my-own')
    f = withSlug(f, '  ')
    expect(f.slug).toBe('spring-market-update')
    expect(withTitle(f, 'Fall').slug).toBe('fall')
  })
  it("keeps an existing post's address when only its title changes", () => {
    expect(withTitle(formOf(post), 'New Title').slug).toBe('old-title-2')
  })
  it('previews the normalised address of a typed slug', () => {
    expect(slugPreview(withSlug(BLANK_POST, ' My Slug! '))).toBe('my-slug')
  })
})

describe('requestOf', () => {
  it('sends empty optional fields as null and the publish flag as chosen', () => {
    const body = requestOf({ ...withTitle(BLANK_POST, 'T'), excerpt: 'E', content: 'C', isPublished: true })
    expect(body).toEqual({
      title: 'T',
      slug: 't',
      excerpt: 'E',
      content: 'C',
      featuredImageUrl: null,
      metaTitle: null,
      metaDescription: null,
      isPublished: true,
    })
  })
  it("round-trips an existing post's values", () => {
    expect(
      requestOf(formOf({ ...post, excerpt: 'Ex', metaTitle: 'MT', featuredImageUrl: '/media/x.png' })),
    ).toMatchObject({
      slug: 'old-title-2',
      excerpt: 'Ex',
      metaTitle: 'MT',
      featuredImageUrl: '/media/x.png',
      isPublished: true,
    })
  })
})
