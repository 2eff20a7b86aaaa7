import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { DeviceDb } from '#app/offline/db.ts'
import { type CalculatorId, deviceDb, loadLastInputs, saveLastInputs } from './persistence'

export type RestoreState = 'pending' | 'restored' | 'fresh'

/**
 * A calculator's form values, restored from the device on the first render after mount and
 * saved back (debounced) on every change. Without IndexedDB it is plain state.
 */
export function usePersistentForm<T extends object>(
  calculator: CalculatorId,
  defaults: Readonly<T>,
  read: (raw: unknown) => T | null,
  /**
   * Values from the page's link (search params). With any, the form starts from the defaults
   * plus these and the device's saved values are not restored: a link carries exactly the
   * values it means (a chat answer's), and a stale saved flag (Toronto, first-time buyer) must
   * not change its result. The form is still saved as the visitor edits it.
   */
  prefill?: Partial<T>,
) {
  const linked = prefill !== undefined && Object.keys(prefill).length > 0
  const [values, setValues] = useState<T>(() => ({ ...defaults, ...prefill }))
  const [db, setDb] = useState<DeviceDb | null>(null)
  const [restore, setRestore] = useState<RestoreState>('pending')
  const edited = useRef(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once per mount; later prop changes must not overwrite what the visitor typed
  useEffect(() => {
    let live = true
    void (async () => {
      const found = await deviceDb()
      if (!live) return
      const raw = found && !linked ? await loadLastInputs(found, calculator).catch(() => null) : null
      if (!live) return
      const stored = raw === null ? null : read(raw)
      // One render of the whole form for the database and what it held, in a transition (React
      // renders it in slices: no long task on the first load, decision 242). A key the visitor
      // presses meanwhile is rendered first; what they typed is never overwritten.
      startTransition(() => {
        setDb(found)
        if (stored && !edited.current) {
          setValues({ ...stored, ...prefill })
          setRestore('restored')
        } else {
          setRestore('fresh')
        }
      })
    })()
    return () => {
      live = false
    }
    // Mount only: the calculator and its reader are constants of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!db || restore === 'pending') return
    const timer = setTimeout(() => void saveLastInputs(db, calculator, values).catch(() => undefined), 300)
    return () => clearTimeout(timer)
  }, [db, restore, calculator, values])

  // A new link to the same page (the chat's answer while the calculator is open) does not
  // remount it: its values replace the form's, from the defaults again.
  const prefillKey = linked ? JSON.stringify(prefill) : ''
  const shownKey = useRef(prefillKey)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the prefill and the defaults are constants of the page
  useEffect(() => {
    if (prefillKey === shownKey.current) return
    shownKey.current = prefillKey
    if (!linked) return
    edited.current = false
    setValues({ ...defaults, ...prefill })
  }, [prefillKey])

  const update = useCallback((patch: Partial<T>) => {
    edited.current = true
    setValues((current) => ({ ...current, ...patch }))
  }, [])

  const replace = useCallback((next: T) => {
    edited.current = true
    setValues(next)
  }, [])

  /** What the saved-scenarios panel takes of this form (the page adds how it describes the values). */
  const scenarios = { calculator, db, ready: restore !== 'pending', values, read, onLoad: replace }
  return { values, update, replace, restore, scenarios }
}
