import { css } from '#styled-system/css'

/** A native `<select>` in the admin tables and filters (rates, leads): one look everywhere. */
export const nativeSelect = css({
  minH: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.default',
  color: 'fg.default',
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
})
