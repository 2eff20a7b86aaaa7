/*
 * Imported by the generated service worker (vite.config.ts → workbox.importScripts): rate
 * alerts by Web Push (docs/decisions/034-rate-alerts.md), and the renewal reminders sent through
 * the same subscription (RenewalReminderPush, type 'renewal-reminder': decision 161).
 *
 * - `push`: the message is the JSON RateAlertPush of shared/schemas/rate-alerts.ts
 *   ({ v: 1, type: 'rate-alert', alertId, title, body, url, tag, rate, date }), encrypted end to
 *   end. It is shown as a notification (title, body, the app icon; one per alert thanks to the
 *   tag), and open windows get a message { type: 'rate-alert-received', alertId } so the alert
 *   list can refresh. A message this script does not understand still shows a notification
 *   (browsers require one for every push) that opens the rates page.
 * Staff notifications (StaffNotificationPush of shared/schemas/staff-notifications.ts, type
 * 'staff-notification', docs/decisions/158) come the same way: the title and body as sent (the
 * client's first name, the kind of request, the figure), opening the lead in the app.
 * - `notificationclick`: focuses a window already showing the alert's page, else brings an
 *   open window of the app there, else opens one. Only same-origin paths are ever opened.
 *
 * Plain script (no modules, no build step): `rateAlertNotification` is a pure function of the
 * payload, exposed on `self` for the unit test (app/features/pwa/sw-rate-alerts.test.ts).
 */
/* eslint-env serviceworker */
;(function (sw) {
  var FALLBACK_URL = '/rates'
  var ICON = '/icons/icon-192.png'
  var MARK = 'rate-alert'

  function text(value, max) {
    return typeof value === 'string' ? value.slice(0, max) : ''
  }

  /** A same-origin path (never '//host' or a scheme), else the rates page. */
  function safePath(value) {
    return safePathOr(value, FALLBACK_URL)
  }

  function safePathOr(value, fallback) {
    if (typeof value !== 'string' || value.length > 300) return fallback
    if (value.charAt(0) !== '/' || value.charAt(1) === '/' || value.indexOf('\\') !== -1) return fallback
    return value
  }

  /** { title, options } for showNotification, from the decrypted payload (any value). */
  function rateAlertNotification(payload) {
    // A new lead (or another staff notification) for the signed-in agent or super admin.
    if (payload !== null && typeof payload === 'object' && payload.type === 'staff-notification') {
      return {
        title: text(payload.title, 120) || 'New lead',
        options: {
          body: text(payload.body, 200),
          icon: ICON,
          tag: text(payload.tag, 100) || 'staff-notification',
          data: { kind: MARK, alertId: '', url: safePathOr(payload.url, '/agent-dashboard/leads') },
        },
      }
    }
    // A renewal reminder (shared/schemas/renewal-reminders.ts) uses the same subscription.
    if (payload !== null && typeof payload === 'object' && payload.type === 'renewal-reminder') {
      return {
        title: text(payload.title, 120) || 'Your mortgage renews soon',
        options: {
          body: text(payload.body, 400) || 'Compare your renewal offer with switching. Tap to see the numbers.',
          icon: ICON,
          tag: text(payload.tag, 100) || 'renewal-reminder',
          data: { kind: MARK, alertId: '', url: safePathOr(payload.url, '/renewal-calculator') },
        },
      }
    }
    var ok = payload !== null && typeof payload === 'object' && payload.type === 'rate-alert'
    var alertId = ok ? text(payload.alertId, 64) : ''
    return {
      title: (ok && text(payload.title, 120)) || 'Rate alert',
      options: {
        body: (ok && text(payload.body, 400)) || "Today's rates have changed. Tap to see them.",
        icon: ICON,
        tag: (ok && text(payload.tag, 100)) || MARK,
        data: { kind: MARK, alertId: alertId, url: ok ? safePath(payload.url) : FALLBACK_URL },
      },
    }
  }

  function payloadOf(event) {
    try {
      return event.data ? event.data.json() : null
    } catch (e) {
      return null
    }
  }

  function windows() {
    return sw.clients.matchAll({ type: 'window', includeUncontrolled: true })
  }

  sw.addEventListener('push', function (event) {
    var n = rateAlertNotification(payloadOf(event))
    event.waitUntil(
      sw.registration.showNotification(n.title, n.options).then(function () {
        return windows().then(function (list) {
          list.forEach(function (client) {
            client.postMessage({ type: 'rate-alert-received', alertId: n.options.data.alertId })
          })
        })
      }),
    )
  })

  sw.addEventListener('notificationclick', function (event) {
    var data = event.notification.data
    if (!data || data.kind !== MARK) return
    event.notification.close()
    var target = new URL(safePath(data.url), sw.location.origin).href
    event.waitUntil(
      windows().then(function (list) {
        for (var i = 0; i < list.length; i++) {
          if (list[i].url === target && 'focus' in list[i]) return list[i].focus()
        }
        var open = list.filter(function (c) {
          return 'navigate' in c && 'focus' in c
        })[0]
        if (open) {
          return open.navigate(target).then(
            function (client) {
              return (client || open).focus()
            },
            function () {
              return sw.clients.openWindow(target)
            },
          )
        }
        return sw.clients.openWindow(target)
      }),
    )
  })

  sw.rateAlertNotification = rateAlertNotification
})(self)
