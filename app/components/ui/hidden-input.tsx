import type { ComponentProps, ComponentType, CSSProperties } from 'react'
import { css, cx } from '#styled-system/css'

/**
 * Ark's hidden inputs (checkbox, switch) carry zag's visually-hidden style as a `style`
 * attribute. Prerendered HTML is parsed under the CSP's `style-src 'self'`, which blocks style
 * attributes (and logs a violation). Here the same hiding is a class and zag's properties are
 * unset, so the server renders no style attribute at all.
 */
const UNSET: CSSProperties = {
  border: undefined,
  clip: undefined,
  height: undefined,
  margin: undefined,
  overflow: undefined,
  padding: undefined,
  position: undefined,
  width: undefined,
  whiteSpace: undefined,
  wordWrap: undefined,
}

const hidden = css({ srOnly: true })

export function classHidden<C extends ComponentType<{ className?: string; style?: CSSProperties }>>(Input: C) {
  const Hidden = (props: ComponentProps<C>) => {
    const Component = Input as ComponentType<{ className?: string; style?: CSSProperties }>
    return <Component {...props} className={cx(hidden, props.className)} style={{ ...UNSET, ...props.style }} />
  }
  return Hidden
}
