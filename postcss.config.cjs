const path = require('node:path')
const { pruneUnusedCssVars } = require('#scripts/lib/prune-unused-css-vars.cjs')

module.exports = {
  plugins: [
    require('@pandacss/dev/postcss')(),
    // Built stylesheets only: the token variables nothing reads are dropped (docs/decisions/089).
    pruneUnusedCssVars({
      sourceDirs: [path.join(__dirname, 'app')],
      when: () => process.env.NODE_ENV === 'production',
    }),
  ],
}
