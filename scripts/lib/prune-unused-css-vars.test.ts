import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postcss from 'postcss'
import { afterAll, describe, expect, it } from 'vitest'
import { customPropertiesInSources, pruneUnusedCssVars } from './prune-unused-css-vars.cjs'

const run = async (css: string, options?: Parameters<typeof pruneUnusedCssVars>[0]) =>
  (await postcss([pruneUnusedCssVars(options)]).process(css, { from: undefined })).css
const declared = (css: string) => [...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]).sort()

// A stylesheet shaped like Panda's: a token layer, a reset of preset variables, utilities.
const panda = `
@layer tokens {
  :where(:root, :host) {
    --colors-navy-900: #0b2545;
    --colors-navy-100: #d9e3f0;
    --colors-gold-50: #fdf8ec;
    --colors-highlight-subtle: var(--colors-gold-50);
    --colors-bg-default: var(--colors-white);
    --colors-white: #fff;
    --colors-accent-default: #0f6d64;
  }
}
@layer base { *, ::before, ::after { --blur: ; --sepia: ; } }
@layer utilities { .c_navy { color: var(--colors-navy-900); } .bg_default { background: var(--colors-bg-default); } }
`

describe('pruneUnusedCssVars', () => {
  it('drops the variables nothing reads, and those read only by dropped ones', async () => {
    const out = await run(panda)
    expect(declared(out)).toEqual(['--colors-bg-default', '--colors-navy-900', '--colors-white'])
    // The reset rule that held only unread variables goes with them; the utilities stay whole.
    expect(out).not.toContain('::before')
    expect(out).toContain('.c_navy { color: var(--colors-navy-900); }')
  })

  it('keeps a variable the app reads at run time (named in its source) and what it reads', async () => {
    const out = await run(panda, { keep: ['--colors-accent-default', '--colors-highlight-subtle'] })
    expect(declared(out)).toEqual([
      '--colors-accent-default',
      '--colors-bg-default',
      '--colors-gold-50',
      '--colors-highlight-subtle',
      '--colors-navy-900',
      '--colors-white',
    ])
  })

  it('keeps a variable whose name holds an escaped dot (the spacing token 2.5) when it is read', async () => {
    const out = await run(`
@layer tokens { :where(:root, :host) { --spacing-2: 0.5rem; --spacing-2\\.5: 0.625rem; --spacing-3\\.5: 0.875rem; } }
@layer utilities { .px_2\\.5 { padding-inline: var(--spacing-2\\.5); } }
`)
    expect(out).toContain('--spacing-2\\.5: 0.625rem')
    expect(out).not.toContain('--spacing-3\\.5')
    expect(out).not.toContain('--spacing-2:')
  })

  it('does nothing while `when` says no (the dev server)', async () => {
    expect(declared(await run(panda, { when: () => false }))).toHaveLength(9)
  })

  it('leaves a stylesheet without a token layer as it is (a library stylesheet)', async () => {
    const css = '.u-legend { --unused: 1px; color: red; }'
    expect(await run(css)).toBe(css)
  })
})

describe('customPropertiesInSources', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'css-vars-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('finds the --names written in source files, not in tests or node_modules', () => {
    mkdirSync(path.join(dir, 'feature'))
    mkdirSync(path.join(dir, 'node_modules'))
    writeFileSync(
      path.join(dir, 'feature', 'chart.tsx'),
      "getComputedStyle(el).getPropertyValue('--colors-accent-default')",
    )
    writeFileSync(path.join(dir, 'index.html'), '<div style="--hero-height: 10rem"></div>')
    writeFileSync(path.join(dir, 'feature', 'chart.test.tsx'), "'--only-in-a-test'")
    writeFileSync(path.join(dir, 'node_modules', 'lib.ts'), "'--from-a-library'")
    expect([...customPropertiesInSources([dir])].sort()).toEqual(['--colors-accent-default', '--hero-height'])
  })
})
