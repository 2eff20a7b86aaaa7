import { useEffect } from 'react'
import { BRAND } from '#shared/config/brand.ts'
import { brandedTitle } from '#shared/content/page-head.ts'

/** 'About Us | <brand>'; without a page name, the brand alone. */
export function pageTitle(page?: string): string {
  return page ? brandedTitle(page) : BRAND.name
}

/** What a page says about itself in the document's head. */
export type PageHead = { title: string; description?: string }

/**
 * The head the page being rendered on the server asked for (the build's prerender reads it
 * after each render and writes it into the page's HTML): effects never run there, so the hook
 * records it while rendering. Null in the browser and before a page has asked.
 */
let serverHead: PageHead | null = null

/** Reads and clears what the last server render recorded (scripts' prerender only). */
export function takeServerHead(): PageHead | null {
  const head = serverHead
  serverHead = null
  return head
}

/**
 * Sets document.title (and the description, when the page gives one) while the calling page is
 * mounted and puts the previous ones back when it unmounts (so a page without a title of its own
 * does not inherit the last one). Rendered on the server (the build's prerender), it records the
 * head instead, so each prerendered page's HTML carries its own title and description.
 *
 * Why a hook and not the router's `head` option: TanStack Router's `head` only reaches the
 * document through `<HeadContent />` rendered in the root route; this keeps titles working
 * without it. If the root adopts `<HeadContent />`, pages can move to `head: () => ({ meta:
 * [{ title: pageTitle('...') }] })` one by one.
 */
export function useDocumentTitle(page?: string, description?: string) {
  if (typeof document === 'undefined') serverHead = { title: pageTitle(page), description }
  useEffect(() => {
    const previous = document.title
    document.title = pageTitle(page)
    const meta = description ? document.querySelector('meta[name="description"]') : null
    const previousDescription = meta?.getAttribute('content')
    if (meta && description) meta.setAttribute('content', description)
    return () => {
      document.title = previous
      if (meta && previousDescription != null) meta.setAttribute('content', previousDescription)
    }
  }, [page, description])
}
