import path from 'node:path'
import type { Plugin } from 'vite'
import { BACK_OFFICE_STYLESHEET, pandaGlobs, TEST_FILES } from './back-office-files'

/**
 * Writes the back-office stylesheet in place of BACK_OFFICE_STYLESHEET's placeholder: Panda's
 * baseline (reset, tokens, every recipe variant) and the classes of every app file. Without the
 * `@layer reset, base, …;` statement the public sheet opens with, so Panda's PostCSS plugin
 * leaves it alone and the layer order stays the public sheet's.
 */
export function backOfficeStylesPlugin({ root }: { root: string }): Plugin {
  const target = path.join(root, BACK_OFFICE_STYLESHEET)
  return {
    name: 'back-office-styles',
    enforce: 'pre',
    async transform(_code, id) {
      if (id.split('?')[0] !== target) return undefined
      const { loadConfigAndCreateContext } = await import('@pandacss/node')
      const ctx = await loadConfigAndCreateContext({ cwd: root, config: { exclude: pandaGlobs(TEST_FILES) } })
      const { files } = ctx.parseFiles()
      for (const file of files) this.addWatchFile(path.resolve(root, file))
      const sheet = ctx.createSheet()
      ctx.appendBaselineCss(sheet)
      ctx.appendParserCss(sheet)
      return { code: ctx.getCss(sheet), map: null }
    },
  }
}
