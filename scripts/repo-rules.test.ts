import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'fixtures' ? [] : walk(p)
    return /\.tsx?$/.test(e.name) ? [p] : []
  })
}

/** Rules the codebase keeps, checked over every source file. */
const files = ['shared', 'worker', 'app', 'scripts', 'tests']
  .flatMap((dir) => walk(dir))
  .filter((f) => !f.includes('route-tree.gen'))

describe('repository rules', () => {
  it("imports zod as a namespace (`import * as z from 'zod'`): the named `z` export defeats tree-shaking and adds ~70 KB gzip of locales", () => {
    const offenders = files.filter((f) => /import\s*\{\s*z\b[^}]*\}\s*from\s*'zod'/.test(readFileSync(f, 'utf8')))
    expect(offenders).toEqual([])
  })

  it('shared/ imports neither worker/ nor app/', () => {
    const offenders = files
      .filter((f) => f.startsWith('shared/'))
      .filter((f) => /from\s+'(\.\.\/)+(worker|app)\//.test(readFileSync(f, 'utf8')))
    expect(offenders).toEqual([])
  })

  it('the app imports only types from the worker', () => {
    const offenders = files
      .filter((f) => f.startsWith('app/'))
      .filter((f) => /^import\s+(?!type\b)[^\n]*from\s+'(\.\.\/)+worker\//m.test(readFileSync(f, 'utf8')))
    expect(offenders).toEqual([])
  })
})
