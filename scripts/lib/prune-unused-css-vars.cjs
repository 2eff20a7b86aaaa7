// @ts-check
/**
 * PostCSS plugin (build only, after Panda's): drops the custom properties of Panda's stylesheet
 * that nothing reads. Panda writes every token of the theme to the `tokens` layer and preset-base
 * adds a reset of its filter and transform variables, used or not; about a hundred of those
 * declarations (3 KB, 0.4 KB gzip) were never read, and the stylesheet must stay within 15 KB gzip.
 *
 * A declaration `--x: …` is kept when the stylesheet reads `var(--x)` anywhere (a kept token can
 * read another: repeated until nothing changes) or when `--x` appears in the app's source (code
 * that reads a token at run time: the analytics chart's `getComputedStyle`, an inline style).
 * Panda's own `optimize.removeUnusedTokens` does this in newer versions; this is the same rule
 * for the version we have (docs/decisions/089-prune-unused-css-variables.md).
 */
const { readdirSync, readFileSync } = require('node:fs')
const path = require('node:path')

/**
 * Every `--name` written in the source files under `dirs` (.ts, .tsx, .html; tests skipped).
 * @param {string[]} dirs
 * @returns {Set<string>}
 */
function customPropertiesInSources(dirs) {
  /** @type {Set<string>} */
  const found = new Set()
  /** @param {string} dir */
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') visit(file)
      } else if (/\.(tsx?|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of readFileSync(file, 'utf8').matchAll(/--[A-Za-z0-9_-]+/g)) found.add(m[0])
      }
    }
  }
  dirs.forEach(visit)
  return found
}

/**
 * keep: names never dropped; sourceDirs: folders whose `--name` mentions are kept too; when: asked
 * as each stylesheet is processed.
 * @param {{ keep?: Iterable<string>, sourceDirs?: string[], when?: () => boolean }} [options]
 * @returns {import('postcss').Plugin}
 */
function pruneUnusedCssVars(options = {}) {
  return {
    postcssPlugin: 'prune-unused-css-vars',
    OnceExit(root) {
      if (options.when && !options.when()) return
      // Only Panda's stylesheet: it declares the token layer. Any other CSS file passes as is.
      let isPanda = false
      root.walkAtRules('layer', (rule) => {
        if (rule.params.trim() === 'tokens' && rule.nodes) isPanda = true
      })
      if (!isPanda) return
      const keep = new Set(options.keep ?? [])
      for (const name of customPropertiesInSources(options.sourceDirs ?? [])) keep.add(name)
      for (;;) {
        /** @type {Set<string>} */
        const read = new Set()
        root.walkDecls((decl) => {
          // A name may hold escaped characters: Panda writes the token 2.5 as `--spacing-2\.5`.
          for (const m of decl.value.matchAll(/var\(\s*(--(?:[A-Za-z0-9_-]|\\.)+)/g)) read.add(m[1])
        })
        /** @type {import('postcss').Declaration[]} */
        const unread = []
        root.walkDecls(/^--/, (decl) => {
          if (!read.has(decl.prop) && !keep.has(decl.prop)) unread.push(decl)
        })
        if (unread.length === 0) break
        for (const decl of unread) {
          const parent = decl.parent
          decl.remove()
          if (parent && parent.type === 'rule' && parent.nodes.length === 0) parent.remove()
        }
      }
    },
  }
}
pruneUnusedCssVars.postcss = true

module.exports = { pruneUnusedCssVars, customPropertiesInSources }
