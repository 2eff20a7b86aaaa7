import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every package in package.json earns its place: a dependency that nothing uses still costs an
 * install, an audit entry and a reader's guess at what it is for.
 */

type PackageJson = {
  scripts?: Record<string, string>
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  bin?: string | Record<string, string>
}
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T
const pkg = readJson<PackageJson>('package.json')

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(p)
    return /\.(tsx?|[cm]?js)$/.test(e.name) ? [p] : []
  })
}

/** The code and configuration of the repository (generated code left out). */
const sources = [
  ...['shared', 'worker', 'app', 'scripts', 'tests'].flatMap((dir) => walk(dir)),
  ...readdirSync('.').filter((f) => /\.(config\.(ts|[cm]?js)|json)$/.test(f) && f !== 'package-lock.json'),
]
  .filter((f) => f !== 'package.json')
  .map((f) => readFileSync(f, 'utf8'))

/** `name` as a module specifier or a path inside the package (`'zod/mini'`, `"@types/node"`, `typescript/bin/tsc`). */
function named(name: string, text: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  return new RegExp(`(^|[\\s'"\`(@=])${escaped}(?=['"\`/\\s)]|$)`, 'm').test(text)
}
const importedSomewhere = (name: string) => sources.some((text) => named(name, text))

/** The commands a package puts on the path (`biome`, `tsc`, `drizzle-kit`…). */
function binsOf(name: string): string[] {
  const file = path.join('node_modules', name, 'package.json')
  if (!existsSync(file)) return []
  const { bin } = readJson<PackageJson>(file)
  if (!bin) return []
  return typeof bin === 'string' ? [name.split('/').at(-1)!] : Object.keys(bin)
}
const scripts = Object.values(pkg.scripts ?? {}).join('\n')
const runByAScript = (name: string) =>
  binsOf(name).some((bin) => new RegExp(`(^|[\\s&|;])${bin}\\b`, 'm').test(scripts))

/** Packages another listed package requires its installer to provide (vite-plugin-pwa → workbox-build). */
const peers = new Set(
  Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => {
    const file = path.join('node_modules', name, 'package.json')
    return existsSync(file) ? Object.keys(readJson<PackageJson>(file).peerDependencies ?? {}) : []
  }),
)

describe('package.json lists only what is used', () => {
  it('every dependency is imported by some file', () => {
    const unused = Object.keys(pkg.dependencies ?? {}).filter((name) => !importedSomewhere(name))
    expect(unused).toEqual([])
  })

  it('every dev dependency is imported, run by a script, named in a config, or a peer another package requires', () => {
    const unused = Object.keys(pkg.devDependencies ?? {}).filter((name) => {
      // `@types/x` types the package x (or an environment named in tsconfig's "types").
      const typed = name.startsWith('@types/') ? name.slice('@types/'.length) : null
      const used =
        importedSomewhere(name) ||
        runByAScript(name) ||
        peers.has(name) ||
        (typed !== null && (importedSomewhere(typed) || typed in (pkg.dependencies ?? {})))
      return !used
    })
    expect(unused).toEqual([])
  })
})
