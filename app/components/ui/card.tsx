import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { card } from '#styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(card)

/**
 * Surface for grouped content. Parts are plain elements (`asChild` to change them,
 * e.g. `<Card.Root asChild><article>…</article></Card.Root>`).
 */
export const Card = {
  Root: withProvider(ark.div, 'root'),
  Header: withContext(ark.div, 'header'),
  Title: withContext(ark.h3, 'title'),
  Description: withContext(ark.p, 'description'),
  Body: withContext(ark.div, 'body'),
  Footer: withContext(ark.div, 'footer'),
}

export type CardRootProps = ComponentProps<typeof Card.Root>
