/*
 * Imported by the generated service worker (vite.config.ts → workbox.importScripts).
 *
 * Background Sync is a Chromium-only bonus on top of the page-driven flushes
 * (docs/decisions/007-offline-outbox.md, 013-pwa-and-caching.md): the outbox lives in the
 * page (IndexedDB + Web Locks), so on a `sync` event the worker only asks its open windows
 * to flush. The tag and the message are FLUSH_OUTBOX_MESSAGE in app/offline/outbox.ts.
 */
/* eslint-env serviceworker */
self.addEventListener('sync', function (event) {
  if (event.tag !== 'flush-outbox' && event.tag !== 'outbox') return
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      windows.forEach(function (client) {
        client.postMessage({ type: 'flush-outbox' })
      })
    }),
  )
})
