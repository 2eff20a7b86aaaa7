/**
 * Pure helpers of the agent dashboard's content tabs (blog, documents, testimonials):
 * what a list row shows. No React, no I/O (content-format.test.ts).
 */
import { AGENT_DASHBOARD_MESSAGES as M } from '#shared/schemas/agent-dashboard.ts'

/** The blog list's excerpt: the post's own, else the first 150 characters of its content. */
export const EXCERPT_FALLBACK_CHARS = 150

export function postExcerpt(post: { excerpt: string | null; content: string }): string {
  const own = post.excerpt?.trim()
  if (own) return own
  const text = post.content.replace(/\s+/g, ' ').trim()
  return text.length <= EXCERPT_FALLBACK_CHARS ? text : `${text.slice(0, EXCERPT_FALLBACK_CHARS).trimEnd()}…`
}

/** Agents cannot publish: an unpublished post waits for an admin ('Draft - Pending Approval'). */
export function postStatusLabel(post: { isPublished: boolean }): string {
  return post.isPublished ? 'Published' : M.draftPending
}

/** A file size for people: bytes under 1 KB, then KB and MB with at most one decimal. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  const kb = bytes / 1024
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1).replace(/\.0$/, '') : Math.round(kb)} KB`
  const mb = kb / 1024
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, '') : Math.round(mb)} MB`
}

/** The kind of a stored document from its sniffed type (the server's, never the file name). */
export function documentKindLabel(mimeType: string): string {
  if (mimeType === 'application/pdf') return 'PDF'
  if (mimeType === 'application/msword') return 'DOC'
  if (mimeType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'DOCX'
  if (mimeType.startsWith('image/')) return 'Image'
  return 'File'
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** The saved file's name: the document's name, with the extension of its (sniffed) type when it does not already end in it. */
export function downloadFileName(name: string, mimeType: string): string {
  const ext = EXTENSIONS[mimeType]
  if (!ext) return name
  const lower = name.toLowerCase()
  if (lower.endsWith(`.${ext}`) || (ext === 'jpg' && lower.endsWith('.jpeg'))) return name
  return `${name}.${ext}`
}

/** The server keeps document names to 200 characters. */
export const DOCUMENT_NAME_MAX = 200

/** The name a document is listed under: the one typed, else the file's name; trimmed, single-spaced, at most 200 characters. */
export function documentName(typed: string, fileName: string): string {
  const pick = typed.trim() || fileName.trim() || 'Document'
  return pick.replace(/\s+/g, ' ').slice(0, DOCUMENT_NAME_MAX).trim()
}

/** '4 out of 5 stars' for screen readers beside the visible stars. */
export const ratingLabel = (rating: number) => `${rating} out of 5 stars`

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'America/Toronto',
})

/** A list row's date (Toronto time); empty for an unreadable value. */
export function shortDate(iso: string): string {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? '' : dateFormat.format(at)
}
