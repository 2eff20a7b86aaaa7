// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useBrokenImage } from './use-broken-image'

function Picture({ onBroken, src = '/demo/x.png' }: { onBroken: () => void; src?: string }) {
  const img = useBrokenImage(onBroken)
  return <img ref={img} src={src || undefined} alt="x" />
}

/** Makes the next <img> report itself finished (`complete`) with the given natural width. */
function imagesFinishWith(width: number) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true)
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(width)
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useBrokenImage', () => {
  it('reports an image that finished without a picture before anyone listened', () => {
    imagesFinishWith(0)
    const onBroken = vi.fn()
    render(<Picture onBroken={onBroken} />)
    expect(screen.getByRole('img')).toBeTruthy()
    expect(onBroken).toHaveBeenCalledTimes(1)
  })

  it('leaves a loaded image alone', () => {
    imagesFinishWith(640)
    const onBroken = vi.fn()
    render(<Picture onBroken={onBroken} />)
    expect(onBroken).not.toHaveBeenCalled()
  })

  it('leaves an image still on its way (a lazy one not fetched yet) to its own error event', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false)
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0)
    const onBroken = vi.fn()
    render(<Picture onBroken={onBroken} />)
    expect(onBroken).not.toHaveBeenCalled()
  })

  it('leaves an image whose src comes later (complete, no picture, no src) alone', () => {
    imagesFinishWith(0)
    const onBroken = vi.fn()
    render(<Picture onBroken={onBroken} src="" />)
    expect(onBroken).not.toHaveBeenCalled()
  })
})
