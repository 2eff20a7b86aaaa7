/**
 * A submission's content fingerprint: SHA-256 (hex) of its canonical JSON (object keys sorted
 * at every depth, `undefined` members left out). Two submissions under one id are "the same"
 * exactly when their fingerprints match, however their keys were ordered on the wire.
 */
export async function contentHash(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(value))
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** JSON with object keys sorted at every depth; `undefined` members dropped, as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) => {
    if (member === null || typeof member !== 'object' || Array.isArray(member)) return member
    const sorted: Record<string, unknown> = {}
    for (const key of Object.keys(member).sort()) sorted[key] = (member as Record<string, unknown>)[key]
    return sorted
  })
}
