import type { ComponentProps } from 'react'

export interface ScrollRegionProps extends Omit<ComponentProps<'section'>, 'aria-label' | 'tabIndex'> {
  /** What the region holds, for screen readers (it is a landmark they can jump to). */
  label: string
}

/**
 * A box that scrolls (a wide or long table): a labelled section in the tab order, so a keyboard
 * can reach it and scroll it. Its look (edge, height, focus ring) is the caller's className.
 */
export function ScrollRegion({ label, ...props }: ScrollRegionProps) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard (a labelled, focusable region)
  return <section {...props} aria-label={label} tabIndex={0} />
}
