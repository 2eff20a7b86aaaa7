import type { ReactNode, SVGProps } from 'react'

/**
 * The icon base and the two icons of the site header, on their own: the header is in the
 * initial bundle, and a bundler places a module whole, so every icon of the full set
 * (app/components/ui/icons.tsx, which re-exports these) would ride along with them
 * (decision 062).
 *
 * Icons are decorative by default (`aria-hidden`). An icon-only control gets its name from
 * an `aria-label` on the control; pass `title` only for a standalone meaningful icon.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height (px number or CSS length). Default 1.25em, so it follows the text. */
  size?: number | string
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string
}

export function Icon({ size = '1.25em', title, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless a title is given, which is then rendered
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  )
}

export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
)

export const ChevronDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)
