/**
 * The Vite manifest as the bundle benches read it: what a first visit loads (the entry and its
 * static imports) and, for each lazy chunk, the code that is its own. A lazy chunk's own code is
 * the chunk plus its static imports that the first visit did not load and that no other lazy
 * chunk imports: the shared chunks (Ark, zod, Dexie, the UI and calculator kits: the chunk
 * groups in vite.config.ts) are downloaded once for every route that uses them, so they are
 * reported on their own: a library another chunk already has belongs in a shared chunk, not
 * copied into each route.
 */
export type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** A chunk plus everything it imports statically. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen)
  return seen
}

export type LazyChunks = {
  /** The entry and its static imports. */
  initial: Set<string>
  /** Chunks that two or more lazy chunks import (outside the initial load), with their count. */
  shared: Map<string, number>
  /** A lazy chunk's own keys: itself and the imports only it needs. */
  own: (key: string) => string[]
  /** The shared chunks a lazy chunk imports. */
  sharedOf: (key: string) => string[]
}

export function lazyChunks(manifest: Manifest): LazyChunks {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)
  if (!entryKey) throw new Error('no entry in the Vite manifest')
  const initial = staticClosure(manifest, entryKey)
  const depsOf = (key: string) => [...staticClosure(manifest, key)].filter((k) => !initial.has(k) && k !== key)
  const users = new Map<string, number>()
  for (const key of Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry)) {
    for (const d of depsOf(key)) users.set(d, (users.get(d) ?? 0) + 1)
  }
  const shared = new Map([...users].filter(([, n]) => n >= 2))
  return {
    initial,
    shared,
    own: (key) => [key, ...depsOf(key).filter((d) => !shared.has(d))],
    sharedOf: (key) => depsOf(key).filter((d) => shared.has(d)),
  }
}
