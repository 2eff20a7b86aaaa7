import type { ComponentProps } from 'react'
import { useHydrated } from '#app/lib/use-hydrated.ts'

/**
 * An <img> far below the first screen: on the page the visitor opened, its `src` is set once the
 * page has hydrated (`useHydrated`, a transition rendered after the root layout's effect has left
 * the app's interactive mark, app/lib/idle.ts), so it is not fetched before the page is
 * interactive: Chrome fetches `loading="lazy"` images up to 1,250–2,500 px below the screen on a
 * slow connection (docs/decisions/242). On later pages it is a plain image. Its box is
 * the same before and after (width and height, or the caller's classes), so nothing shifts; the
 * alt text is there from the first byte. Without JavaScript a <noscript> copy shows the picture.
 * `later={false}` (a card on the first screen) is a plain image.
 */
export function LaterImage({
  later = true,
  src,
  alt,
  ...props
}: ComponentProps<'img'> & { alt: string; later?: boolean }) {
  const loaded = useHydrated()
  const show = !later || loaded
  return (
    <>
      <img {...props} alt={alt} src={show ? src : undefined} />
      {show ? null : (
        <noscript>
          <img {...props} ref={undefined} alt={alt} src={src} />
        </noscript>
      )}
    </>
  )
}
