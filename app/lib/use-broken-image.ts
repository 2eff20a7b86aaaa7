import { type RefObject, useEffect, useRef } from 'react'

/**
 * An <img> rendered by the server can fail before the page hydrates: its error event has fired
 * with nobody listening, so `onError` never runs. Once mounted, an image that has finished
 * without a picture (`complete` with no width) is reported as failed too. A lazy image not yet
 * fetched is not `complete`, so it is left to its own `onError`.
 */
export function useBrokenImage(onBroken: () => void): RefObject<HTMLImageElement | null> {
  const img = useRef<HTMLImageElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, when the image is first mounted
  useEffect(() => {
    // An image whose `src` comes later (LaterImage) is `complete` with no picture: not broken.
    if (img.current?.getAttribute('src') && img.current.complete && img.current.naturalWidth === 0) onBroken()
  }, [])
  return img
}
