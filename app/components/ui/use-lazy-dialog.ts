import { type ComponentType, useState } from 'react'
import { notify } from './notify'

/**
 * A dialog that is its own chunk: `load` (an import) runs once, shared by every caller; after a
 * failure the next call tries again.
 */
export function lazyDialog<P>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  let loading: Promise<ComponentType<P>> | null = null
  return () => {
    loading ??= load().then(
      (dialog) => dialog,
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
}

/**
 * The button side of a lazy dialog: the chunk is fetched when the visitor points at or focuses
 * the button (`preload`) and at the latest when they press it (`show`, busy meanwhile); the
 * dialog opens once it is there, and a failed fetch says so in a toast titled `failure`.
 * Spread `trigger` on the button; render `Dialog` (null until fetched) with `open`/`setOpen`.
 */
export function useLazyDialog<P>(load: () => Promise<ComponentType<P>>, failure: string) {
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(null)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const preload = () => void load().catch(() => undefined)
  const show = async () => {
    if (Dialog) {
      setOpen(true)
      return
    }
    setBusy(true)
    try {
      const Loaded = await load()
      setDialog(() => Loaded)
      setOpen(true)
    } catch {
      notify('error', { title: failure, description: 'Check your connection and try again.' })
    } finally {
      setBusy(false)
    }
  }
  const trigger = {
    'aria-haspopup': 'dialog',
    'aria-busy': busy || undefined,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => void show(),
  } as const
  return { Dialog, open, setOpen, trigger }
}
