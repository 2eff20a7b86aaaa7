import { defineConfig } from '@pandacss/dev'
import { globalCss, theme } from '#app/theme/index.ts'
import { BACK_OFFICE_FILES, pandaGlobs, TEST_FILES } from '#scripts/lib/back-office-files.ts'

// UI kit decisions: docs/decisions/008-ui-kit.md
export default defineConfig({
  preflight: true,
  include: ['./app/**/*.{ts,tsx}'],
  // The public stylesheet: the signed-in areas' files have their own, loaded with those areas
  // (scripts/lib/back-office-styles.ts). Test files are not the product.
  exclude: pandaGlobs([...TEST_FILES, ...BACK_OFFICE_FILES]),
  outdir: 'styled-system',
  // The app imports the generated code through package.json's alias (#styled-system/css).
  importMap: '#styled-system',
  forceConsistentTypeExtension: true,
  jsxFramework: 'react',
  // Styles come from css(), recipes and className only: a component's prop never becomes a style.
  // With the default ('all'), any JSX prop named like a CSS property was extracted as one: a
  // table's `columns` array wrote ~0.7 KB gzip of classes no element uses.
  jsxStyleProps: 'none',
  // Only tokens in css()/patterns; the brand lives in app/theme.
  strictTokens: true,
  // preset-base brings conditions, utilities and patterns; no default colours or scales
  // (preset-panda) so every CSS variable shipped is one of ours.
  presets: ['@pandacss/preset-base'],
  theme,
  globalCss,
  // Every variant of every recipe is always emitted: app code passes variants from data
  // (`<Badge tone={statusTone}>`), which static extraction cannot see. Costs ~1-2 KB gzip.
  staticCss: { recipes: '*' },
})
