import { css } from '#styled-system/css'

export const linkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '11',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg.default',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
  '&[data-status=active]': { color: 'accent.fg' },
})
