/**
 * The admin post form's model (no React, no I/O; post-form.test.ts): the form's values, the
 * slug that follows the title until the slug is edited, and the request body.
 */
import { slugify } from '#shared/content/blog-slug.ts'
import type { AdminPost, AdminPostWriteInput } from '#shared/schemas/admin-blog.ts'

export type PostForm = {
  title: string
  slug: string
  excerpt: string
  content: string
  featuredImageUrl: string
  metaTitle: string
  metaDescription: string
  isPublished: boolean
  /** True once the slug was typed in (or the post exists): the title no longer rewrites it. */
  slugEdited: boolean
}

export const BLANK_POST: PostForm = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featuredImageUrl: '',
  metaTitle: '',
  metaDescription: '',
  isPublished: false,
  slugEdited: false,
}

/** An existing post's values; its address is kept unless the slug itself is edited. */
export function formOf(post: AdminPost): PostForm {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content: post.content,
    featuredImageUrl: post.featuredImageUrl ?? '',
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    isPublished: post.isPublished,
    slugEdited: true,
  }
}

/** A new title: the slug follows it (slugify) until the slug was edited by hand. */
export function withTitle(form: PostForm, title: string): PostForm {
  return { ...form, title, slug: form.slugEdited ? form.slug : slugify(title) }
}

/** A typed slug stops the title from rewriting it; clearing it hands it back to the title. */
export function withSlug(form: PostForm, slug: string): PostForm {
  if (slug.trim() === '') return { ...form, slug: slugify(form.title), slugEdited: false }
  return { ...form, slug, slugEdited: true }
}

/** The address the post will have (before the server adds -2, -3 … if it is taken). */
export const slugPreview = (form: PostForm) => slugify(form.slug)

const orNull = (v: string) => (v.trim() === '' ? null : v)

export function requestOf(form: PostForm): AdminPostWriteInput {
  return {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    content: form.content,
    featuredImageUrl: orNull(form.featuredImageUrl),
    metaTitle: orNull(form.metaTitle),
    metaDescription: orNull(form.metaDescription),
    isPublished: form.isPublished,
  }
}
