// Toasts without pulling the toaster into this chunk: the root layout loads it after the first
// render, so by the time a visitor acts it is in the module cache.

type Toast = { title: string; description?: string }

export function notify(type: 'success' | 'error' | 'info', toast: Toast): void {
  void import('./toaster').then(
    (m) => m.toaster[type](toast),
    () => undefined,
  )
}
