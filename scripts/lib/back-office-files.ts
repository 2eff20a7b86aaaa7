/**
 * The signed-in areas' styles load with those areas (docs/decisions/171-back-office-stylesheet.md).
 *
 * Panda writes one atomic stylesheet from every file it scans, and the first visit of every
 * public page pays for it. The public stylesheet (app/index.css, through Panda's PostCSS plugin
 * and panda.config.ts) scans every app file except the ones below; the back-office stylesheet
 * scans them all and is imported by the staff shell, so it arrives with the signed-in areas' code.
 *
 * It is a superset, not the difference: atomic classes are ordered by property (a shorthand before
 * its longhands), and a sheet holding only the back office's extra classes would land after the
 * public ones and could let `padding` override `padding-top`. Loaded last, the superset repeats
 * every class in Panda's own order, so each conflict resolves as it would in one sheet.
 *
 * A file in these folders may be imported only by another one (scripts/repo-rules.test.ts), so a
 * public page never renders a class the public stylesheet lacks.
 */
export const BACK_OFFICE_FILES = [
  'app/routes/super-admin*.tsx',
  'app/routes/agent-dashboard*.tsx',
  'app/routes/admin.*.tsx',
  // The layout the two staff areas' routes share (not a route: TanStack skips '-' files).
  'app/routes/-staff-area-layout.tsx',
  'app/components/layout/staff/**',
  'app/features/*/admin/**',
  'app/features/agent-dashboard/**',
  'app/features/leads/**',
  'app/features/analytics/**',
  'app/features/jobs/**',
  'app/features/inbox/**',
]

/** Tests are not the product: their classes stay out of both stylesheets. */
export const TEST_FILES = ['app/**/*.test.{ts,tsx}']

/** The file the staff shell imports; its content is replaced by the generated stylesheet. */
export const BACK_OFFICE_STYLESHEET = 'app/components/layout/staff/back-office.css'

/** Panda's globs are relative to the config's folder. */
export const pandaGlobs = (globs: string[]) => globs.map((g) => `./${g}`)

/** A glob of BACK_OFFICE_FILES as a pattern: `**` any folders, `*` any characters but '/'. */
function globPattern(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*'))
    .join('.*')
  return new RegExp(`^${source}$`)
}

const backOfficePatterns = BACK_OFFICE_FILES.map(globPattern)

/** Whether a repository path (`app/…`, '/' separators) belongs to the signed-in areas' stylesheet. */
export const isBackOfficeFile = (file: string) => backOfficePatterns.some((p) => p.test(file))
