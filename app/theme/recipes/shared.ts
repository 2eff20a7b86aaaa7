import type { SystemStyleObject } from '@pandacss/dev'

/** Visible keyboard focus: 2px ring in `border.focus`, offset from the control. */
export const focusRing = {
  outlineWidth: '2px',
  outlineStyle: 'solid',
  outlineColor: 'border.focus',
  outlineOffset: '2px',
} satisfies SystemStyleObject

/**
 * Grows the hit area of a control that is drawn smaller than 44x44 px to at least
 * 44x44 px (WCAG 2.5.5) without changing its layout. The element needs `position: relative`.
 */
export const touchTarget = {
  _before: {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '50%',
    width: 'max(100%, 2.75rem)',
    height: 'max(100%, 2.75rem)',
    transform: 'translate(-50%, -50%)',
  },
} satisfies SystemStyleObject

/** Shared look of text inputs, textareas and the select trigger. */
export const inputBase = {
  appearance: 'none',
  bg: 'bg.default',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'md',
  color: 'fg.default',
  width: 'full',
  minWidth: '0',
  fontFamily: 'inherit',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: 'fast',
  transitionTimingFunction: 'default',
  _placeholder: { color: 'fg.subtle', opacity: '1' },
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { ...focusRing, outlineOffset: '0', borderColor: 'border.focus' },
  '&:is([aria-invalid=true], [data-invalid])': {
    borderColor: 'danger.default',
    _focusVisible: { outlineColor: 'danger.default' },
  },
  _disabled: { opacity: 'disabled', cursor: 'not-allowed', bg: 'bg.subtle' },
  '&:is([readonly], [aria-readonly=true])': { bg: 'bg.subtle' },
  _motionReduce: { transitionDuration: '0s' },
} satisfies SystemStyleObject

/** Floating panels: menu and select content. */
export const popoverPanel = {
  bg: 'bg.default',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  boxShadow: 'lg',
  color: 'fg.default',
  minWidth: '48',
  maxHeight: 'min(24rem, var(--available-height, 24rem))',
  overflowY: 'auto',
  p: '1',
  zIndex: 'dropdown',
  outline: 'none',
  _open: { animationName: 'fadeIn', animationDuration: 'fast', animationTimingFunction: 'out' },
  _closed: { animationName: 'fadeOut', animationDuration: 'fast', animationTimingFunction: 'in' },
  _motionReduce: { animation: 'none !important' },
} satisfies SystemStyleObject

/** Rows in menus and select lists. */
export const listItem = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '11',
  px: '3',
  borderRadius: 'sm',
  textStyle: 'md',
  color: 'fg.default',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  _highlighted: { bg: 'bg.subtle' },
  _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
  '& svg': { color: 'fg.muted', flexShrink: '0' },
} satisfies SystemStyleObject

export const groupLabel = {
  px: '3',
  py: '2',
  textStyle: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
} satisfies SystemStyleObject

/** A square icon button for "close" affordances in overlays. */
export const closeButton = {
  position: 'absolute',
  top: '2',
  insetEnd: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '11',
  height: '11',
  borderRadius: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  bg: 'transparent',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  _focusVisible: focusRing,
} satisfies SystemStyleObject

/**
 * The dimmed layer behind a modal (dialog, drawer): fades in over `fadeIn`, out over `fadeOut`
 * (duration tokens), still under reduced motion.
 */
export function modalBackdrop(fadeIn: 'normal' | 'slow', fadeOut: 'fast' | 'normal') {
  return {
    position: 'fixed',
    inset: '0',
    bg: 'bg.backdrop',
    zIndex: 'overlay',
    _open: { animationName: 'fadeIn', animationDuration: fadeIn, animationTimingFunction: 'out' },
    _closed: { animationName: 'fadeOut', animationDuration: fadeOut, animationTimingFunction: 'in' },
    _motionReduce: { animation: 'none !important' },
  } satisfies SystemStyleObject
}

/** The full-screen layer a modal's content sits in (above the backdrop; no scroll chaining). */
export const modalPositioner = {
  position: 'fixed',
  inset: '0',
  zIndex: 'modal',
  display: 'flex',
  overscrollBehaviorY: 'none',
} satisfies SystemStyleObject

/**
 * The chevron of a part that opens (accordion item, select): it turns upside down while open,
 * over `duration`; still under reduced motion.
 */
export function openChevron(duration: 'fast' | 'normal') {
  return {
    display: 'inline-flex',
    color: 'fg.muted',
    transitionProperty: 'transform',
    transitionDuration: duration,
    _open: { transform: 'rotate(180deg)' },
    _motionReduce: { transitionDuration: '0s' },
  } satisfies SystemStyleObject
}

/** A checkbox's or a switch's row: the control and its label, one 44 px target. */
export const toggleRow = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3',
  width: 'fit-content',
  minHeight: '11',
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed', opacity: 'disabled' },
} satisfies SystemStyleObject
