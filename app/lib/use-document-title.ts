import { useEffect } from 'react'
import { BRAND } from '#shared/config/brand.ts'

/** 'About Us | <brand>'; without a page name, the brand alone. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${BRAND.name}` : BRAND.name
}

/**
 * Sets document.title while the calling page is mounted and puts the previous title back
 * when it unmounts (so a page without a title of its own does not inherit the last one).
 *
 * Why a hook and not the router's `head` option: TanStack Router's `head` only reaches the
 * document through `<HeadContent />` rendered in the root route; this keeps titles working
 * without it. If the root adopts `<HeadContent />`, pages can move to `head: () => ({ meta:
 * [{ title: pageTitle('...') }] })` one by one.
 */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    const previous = document.title
    document.title = pageTitle(page)
    return () => {
      document.title = previous
    }
  }, [page])
}
