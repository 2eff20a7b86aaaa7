import { and, eq, isNull } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { MyDocument } from '#shared/schemas/agent-dashboard.ts'
import type { Db } from '#worker/db/client.ts'
import { agentDocuments } from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { log } from '#worker/lib/log.ts'
import { type SniffedType, sniffFileType } from '#worker/lib/sniff.ts'
import type { AgentImageSlot } from './agent-dashboard'
import type { AgentRow } from './auth/ownership'
import { agentLiveRows } from './synced-rows'

/**
 * Uploads to R2 through the worker (docs/decisions/048-uploads.md).
 * - The type comes from the file's first bytes (worker/lib/sniff.ts), never from its name or
 *   the Content-Type the browser sent; anything else → 415.
 * - Keys are random (UUIDv7) under the spec's bucket names as prefixes, with the agent's id:
 *   `agent-headshots/<agentId>/<uuid>.jpg`. Nothing a person typed goes into a key.
 * - Images go to MEDIA (public, served at /media/<key> with a year's immutable cache: a new
 *   upload is a new key); documents go to DOCUMENTS (private, only through the owner's route).
 */

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024
export const MEDIA_PATH_PREFIX = '/media/'
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

export const IMAGE_TYPE_MESSAGE = 'Use a JPEG, PNG or WebP image'
export const DOCUMENT_TYPE_MESSAGE = 'Use a PDF, DOC or DOCX file, or a JPEG, PNG or WebP image'

/** The spec's buckets as key prefixes. */
const SLOT_PREFIX: Record<AgentImageSlot | 'blog', string> = {
  headshot: 'agent-headshots',
  banner: 'agent-banners',
  background: 'agent-banners',
  logo: 'agent-banners',
  badge1: 'agent-banners',
  badge2: 'agent-banners',
  blog: 'blog-images',
}

/** The request body as bytes (limitBody has already capped it), refusing an empty one. */
export async function readUploadBody(req: Request, maxBytes: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(await req.arrayBuffer())
  if (bytes.byteLength === 0)
    throw new HttpError('validation_failed', 'The file is empty', { file: 'The file is empty' })
  if (bytes.byteLength > maxBytes) {
    throw new HttpError('payload_too_large', `The file is too large (limit ${Math.round(maxBytes / 1024 / 1024)} MB)`)
  }
  return bytes
}

export function requireImage(bytes: Uint8Array): SniffedType {
  const type = sniffFileType(bytes)
  if (type?.kind !== 'image')
    throw new HttpError('unsupported_media_type', IMAGE_TYPE_MESSAGE, { file: IMAGE_TYPE_MESSAGE })
  return type
}

export function requireDocument(bytes: Uint8Array): SniffedType {
  const type = sniffFileType(bytes)
  if (!type) throw new HttpError('unsupported_media_type', DOCUMENT_TYPE_MESSAGE, { file: DOCUMENT_TYPE_MESSAGE })
  return type
}

/**
 * Stores an image in MEDIA and returns its public path (`/media/<key>`). The key's folder is the
 * agent's id, or the admin's user id for the admin Blog tab's featured images.
 */
export async function putAgentImage(
  media: R2Bucket,
  agent: Pick<AgentRow, 'id'>,
  slot: AgentImageSlot | 'blog',
  bytes: Uint8Array,
): Promise<string> {
  const type = requireImage(bytes)
  const key = `${SLOT_PREFIX[slot]}/${agent.id}/${uuidv7()}.${type.ext}`
  await media.put(key, bytes, { httpMetadata: { contentType: type.mime, cacheControl: MEDIA_CACHE_CONTROL } })
  return `${MEDIA_PATH_PREFIX}${key}`
}

/** The MEDIA key of one of our own public paths, or null (seeded /demo/… paths, external URLs). */
export function mediaKeyOf(url: string | null): string | null {
  if (!url?.startsWith(MEDIA_PATH_PREFIX)) return null
  const key = url.slice(MEDIA_PATH_PREFIX.length)
  return isMediaKey(key) ? key : null
}

/** Deletes a replaced image's object (best effort: a failure is logged, the request still succeeds). */
export async function removeMediaObject(media: R2Bucket, url: string | null, requestId: string): Promise<void> {
  const key = mediaKeyOf(url)
  if (!key) return
  try {
    await media.delete(key)
  } catch (error) {
    log.warn('old image not deleted', { requestId, key, error: String(error) })
  }
}

/** Keys we write: prefix/agent-uuid/uuid.ext (lender logos: lender-logos/admin-uuid/uuid.ext), lower-case letters, digits, - / and one dot. */
export function isMediaKey(key: string): boolean {
  return /^(agent-headshots|agent-banners|blog-images|product-images|service-images|lender-logos)\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(jpg|png|webp)$/.test(
    key,
  )
}

// ---------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------

const toMyDocument = (r: typeof agentDocuments.$inferSelect): MyDocument => ({
  id: r.id,
  name: r.name,
  fileSize: r.fileSize,
  mimeType: r.mimeType,
  type: r.type,
  uploadedAt: r.uploadedAt.toISOString(),
})

export async function listMyDocuments(db: Db, agent: AgentRow): Promise<MyDocument[]> {
  const rows = await agentLiveRows(db, agentDocuments, agent.id, agentDocuments.uploadedAt, 500)
  return rows.map(toMyDocument)
}

/**
 * Stores a document in DOCUMENTS and records it. The object is written first: a failed insert
 * leaves an orphan object (deleted on the spot), never a row pointing at nothing.
 */
export async function saveMyDocument(
  db: Db,
  bucket: R2Bucket,
  agent: AgentRow,
  input: { name: string; type: 'certificate' | 'other' },
  bytes: Uint8Array,
): Promise<MyDocument> {
  const sniffed = requireDocument(bytes)
  const id = uuidv7()
  const fileKey = `agent-documents/${agent.id}/${id}.${sniffed.ext}`
  await bucket.put(fileKey, bytes, { httpMetadata: { contentType: sniffed.mime } })
  try {
    const [row] = await db
      .insert(agentDocuments)
      .values({
        id,
        agentId: agent.id,
        name: input.name,
        fileKey,
        fileSize: bytes.byteLength,
        mimeType: sniffed.mime,
        type: input.type,
      })
      .returning()
    return toMyDocument(row!)
  } catch (error) {
    await bucket.delete(fileKey).catch(() => undefined)
    throw error
  }
}

async function requireMyDocument(db: Db, agent: AgentRow, documentId: string) {
  const [row] = await db
    .select()
    .from(agentDocuments)
    .where(
      and(eq(agentDocuments.id, documentId), eq(agentDocuments.agentId, agent.id), isNull(agentDocuments.deletedAt)),
    )
    .limit(1)
  if (!row) throw new HttpError('not_found', 'Document not found')
  return row
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(name: string, ext: string): string {
  const withExt = name.toLowerCase().endsWith(`.${ext}`) ? name : `${name}.${ext}`
  const fallback = withExt.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 150) || `document.${ext}`
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(withExt)}`
}

const EXT_OF: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** The owner's document as a download Response (never inline: Content-Disposition attachment, nosniff). */
export async function downloadMyDocument(
  db: Db,
  bucket: R2Bucket,
  agent: AgentRow,
  documentId: string,
): Promise<Response> {
  const row = await requireMyDocument(db, agent, documentId)
  const object = await bucket.get(row.fileKey)
  if (!object) throw new HttpError('not_found', 'Document not found')
  return new Response(object.body, {
    status: 200,
    headers: {
      'Content-Type': row.mimeType,
      'Content-Length': String(object.size),
      'Content-Disposition': attachmentDisposition(row.name, EXT_OF[row.mimeType] ?? 'bin'),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
}

/** Removes the document (row tombstoned, object deleted). */
export async function deleteMyDocument(db: Db, bucket: R2Bucket, agent: AgentRow, documentId: string): Promise<void> {
  const row = await requireMyDocument(db, agent, documentId)
  await db
    .update(agentDocuments)
    .set({ deletedAt: new Date() })
    .where(and(eq(agentDocuments.id, row.id), eq(agentDocuments.agentId, agent.id)))
  await bucket.delete(row.fileKey)
}

/** Serves a public image from MEDIA (GET /media/<key>): immutable, nosniff, 404 when absent. */
export async function serveMedia(media: R2Bucket, key: string, ifNoneMatch: string | undefined): Promise<Response> {
  const notFound = () =>
    new Response('Not found', {
      status: 404,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  if (!isMediaKey(key)) return notFound()
  const object = await media.get(key)
  if (!object) return notFound()
  const headers = new Headers({
    'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
    'Cache-Control': MEDIA_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    ETag: object.httpEtag,
  })
  if (ifNoneMatch && ifNoneMatch === object.httpEtag) {
    await object.body.cancel()
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Length', String(object.size))
  return new Response(object.body, { status: 200, headers })
}
