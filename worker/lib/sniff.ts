/**
 * File types from their first bytes for uploads: never from the name or the browser's
 * Content-Type, which the sender chooses. Only the types the product stores are recognised;
 * anything else (SVG, HTML, scripts, executables, a text file renamed .png) is `null` and the
 * upload is refused with 415.
 *
 * HEIC is not accepted: browsers other than Safari cannot show it, and iOS converts a photo to
 * JPEG when the file input asks for JPEG/PNG/WebP (docs/decisions/048-uploads.md).
 */

export type SniffedType = {
  mime:
    | 'image/jpeg'
    | 'image/png'
    | 'image/webp'
    | 'application/pdf'
    | 'application/msword'
    | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ext: 'jpg' | 'png' | 'webp' | 'pdf' | 'doc' | 'docx'
  kind: 'image' | 'document'
}

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b)

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')
const PDF = ascii('%PDF-')
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]
const WORD_PART = ascii('word/')

/** Whether `needle` occurs in the first `limit` bytes of `hay`. */
function contains(hay: Uint8Array, needle: readonly number[], limit: number): boolean {
  const end = Math.min(hay.length, limit) - needle.length
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

/**
 * The type of a file from its bytes, or null when it is none of the accepted ones. A DOCX is a
 * ZIP whose entries name `word/` parts (an ordinary ZIP or an XLSX is refused); the entry names
 * sit in the local headers near the start, so the first 64 KB are searched.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', ext: 'jpg', kind: 'image' }
  if (startsWith(bytes, PNG)) return { mime: 'image/png', ext: 'png', kind: 'image' }
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { mime: 'image/webp', ext: 'webp', kind: 'image' }
  if (startsWith(bytes, PDF)) return { mime: 'application/pdf', ext: 'pdf', kind: 'document' }
  if (startsWith(bytes, OLE2)) return { mime: 'application/msword', ext: 'doc', kind: 'document' }
  if (startsWith(bytes, ZIP_LOCAL_HEADER) && contains(bytes, WORD_PART, 64 * 1024)) {
    return {
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
      kind: 'document',
    }
  }
  return null
}
