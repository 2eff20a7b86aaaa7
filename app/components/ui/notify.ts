// Toasts without pulling the toaster into this chunk: the root layout loads it after the first
// render, so by the time a visitor acts it is in the module cache.

type Toast = { title: string; description?: string }

/** Shows a toast; resolves to its id (undefined when the toaster could not load). */
export function notify(type: 'success' | 'error' | 'info', toast: Toast): Promise<string | undefined> {
  return import('./toaster').then(
    (m) => m.toaster.create({ ...toast, type }),
    () => undefined,
  )
}

/** Takes down toasts shown earlier (ids from `notify`), e.g. a form's errors once it is sent. */
export function dismissNotices(ids: readonly Promise<string | undefined>[]): void {
  if (ids.length === 0) return
  void Promise.all([import('./toaster'), ...ids]).then(
    ([m, ...shown]) => {
      for (const id of shown) if (typeof id === 'string') m.toaster.dismiss(id)
    },
    () => undefined,
  )
}
