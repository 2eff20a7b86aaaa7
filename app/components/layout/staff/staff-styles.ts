import { eyebrow, heading, surface, tinted } from '#app/components/ui/styles.ts'
import { css } from '#styled-system/css'

/*
 * The variants of the shared named styles (components/ui/styles.ts) that only the back office
 * uses. They live here so that their classes go to the back-office stylesheet and their bytes to
 * the staff chunks, not to the first load and the precache.
 */

/** `surface` for a row inside a panel: the edge and a small radius, on the panel's background. */
export const staffSurface = {
  ...surface,
  row: css({ borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'md' }),
}

/** `eyebrow` for the sidebar's group names: semibold. */
export const staffEyebrow = {
  ...eyebrow,
  semibold: css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide' }),
}

/** `heading` for the staff top bar's h1: smaller on a phone. */
export const staffHeading = {
  ...heading,
  bar: css({ fontSize: { base: 'md', sm: 'lg', md: 'xl' }, fontWeight: 'bold', color: 'fg.heading' }),
}

/** `tinted` with the tones only staff screens show: info (help, set-up steps) and success (a test passed). */
export const staffTinted = {
  ...tinted,
  info: css({ borderWidth: '1px', bg: 'info.subtle', borderColor: 'info.border' }),
  success: css({ borderWidth: '1px', bg: 'success.subtle', borderColor: 'success.border' }),
}
