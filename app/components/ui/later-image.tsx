import type { ComponentProps } from 'react'
import { useAfterFirstLoad } from '#app/lib/after-first-load.ts'

/**
 * An <img> far below the first screen: its `src` is set once the first load is over
 * (app/lib/after-first-load.ts), so it is not fetched before the page is interactive. Its box is
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
  const loaded = useAfterFirstLoad()
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
