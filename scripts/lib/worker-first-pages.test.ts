import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pagesMissingWorkerFirst } from './worker-first-pages'

describe('pagesMissingWorkerFirst', () => {
  const toml = `[assets]\nrun_worker_first = [\n  "/api/*",\n  "/",\n  "/rates",\n]\n`
  it('names the pages wrangler.toml does not send to the worker first, exactly (no prefixes)', () => {
    expect(pagesMissingWorkerFirst(toml, ['/', '/rates', '/blog'])).toEqual(['/blog'])
    expect(pagesMissingWorkerFirst(toml, ['/api'])).toEqual(['/api'])
    expect(pagesMissingWorkerFirst('', ['/'])).toEqual(['/'])
  })
  it('reads the real wrangler.toml: the home page and /rates go to the worker first', () => {
    expect(pagesMissingWorkerFirst(readFileSync('wrangler.toml', 'utf8'), ['/', '/rates'])).toEqual([])
  })
})
