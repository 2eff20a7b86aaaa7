import { describe, expect, it } from 'vitest'
import { css, cx } from '#styled-system/css'
import { inlineStaticCss } from './static-css-plugin'

/** Panda's css() taking any styles, as the build calls it with a module's literals. */
const literalCss = (...styles: unknown[]) => css(...(styles as Parameters<typeof css>))

const IMPORT = "import { css, cx } from '#styled-system/css'\n"

/** Runs a module's body (its import line left out) with Panda's `css` and `cx`, returning `value`. */
function run(code: string, p = false): unknown {
  const body = code.replace(/^import .*\n/, '')
  return new Function('css', 'cx', 'p', `${body}\nreturn value`)(css, cx, p)
}

describe('Panda css() with literal styles written out at build time', () => {
  const source = `${IMPORT}// An accent before the calls: ‘é’ ✓
const base = css({ display: 'inline-flex', px: '3', _hover: { bg: 'bg.subtle' }, '&[data-status=active]': { color: 'accent.fg' } })
const value = [
  base,
  css({ mt: -1, w: \`full\`, textStyle: { base: '2xl', md: '3xl' }, gridColumn: { sm: 'span 2' } }, { color: 'fg.muted' }),
  cx(base, css({ pl: p ? '7' : undefined })),
  css(),
]`

  it('replaces each call whose styles are literals with the class string the call returns', () => {
    const out = inlineStaticCss(source, literalCss)
    expect(out?.code).not.toContain("css({ display: 'inline-flex'")
    expect(out?.code).toContain(
      JSON.stringify(
        literalCss(
          { mt: -1, w: 'full', textStyle: { base: '2xl', md: '3xl' }, gridColumn: { sm: 'span 2' } },
          { color: 'fg.muted' },
        ),
      ),
    )
    expect(run(out!.code)).toEqual(run(source))
    expect(run(out!.code, true)).toEqual(run(source, true))
  })

  it('keeps the calls with anything computed in their styles', () => {
    const out = inlineStaticCss(source, literalCss)
    expect(out?.code).toContain("css({ pl: p ? '7' : undefined })")
    const spread = `${IMPORT}const shared = { px: '2' }\nconst value = [css({ ...shared }), css(shared), css({ [\`p\${'x'}\`]: '2' }), css.raw({ px: '2' })]`
    expect(inlineStaticCss(spread, literalCss)).toBeNull()
  })

  it("leaves a module alone when its css is not Panda's or is declared again", () => {
    expect(inlineStaticCss("import { css } from 'other'\nconst value = css({ px: '2' })", literalCss)).toBeNull()
    const shadowed = `${IMPORT}const f = (css) => css({ px: '2' })\nconst value = f(css)`
    expect(inlineStaticCss(shadowed, literalCss)).toBeNull()
    const renamed = "import { css as style } from '#styled-system/css'\nconst value = style({ px: '2' })"
    expect(inlineStaticCss(renamed, literalCss)?.code).toContain(JSON.stringify(literalCss({ px: '2' })))
  })
})
