import { Portal } from '@ark-ui/react/portal'
import { Toast as ArkToast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast'
import type { ReactNode } from 'react'
import { spinner, toast as toastRecipe } from '#styled-system/recipes'
import { AlertIcon, CheckCircleIcon, CloseIcon, ErrorCircleIcon, InfoIcon } from './icons'
import { createStyleContext } from './style-context'

export const TOAST_DURATION_MS = 4000
export const TOAST_MAX_VISIBLE = 3

/**
 * The one app-wide toaster. Call it from anywhere (no hook):
 *
 *   toaster.success({ title: 'Saved', description: 'Your changes are saved.' })
 *   toaster.error({ title: 'Could not save', description: message })
 *   toaster.info({ title: 'You are offline', description: 'We will send it when you are back.' })
 *   const id = toaster.create({ type: 'loading', title: 'Uploading…' }); …; toaster.update(id, { type: 'success', title: 'Uploaded' })
 *
 * At most TOAST_MAX_VISIBLE are shown; more wait in a queue (ordered by type priority:
 * errors first) until one closes. Each closes after TOAST_DURATION_MS unless hovered or
 * focused; loading toasts stay until updated or dismissed.
 */
/** A screen wide enough for a toast beside the content (the `md` breakpoint). */
export const WIDE_TOAST_QUERY = '(min-width: 48em)'

/**
 * Where toasts stack: on a wide screen the bottom-right corner, away from the forms of the
 * public pages (left column) and the staff pages' title-bar actions (top right); on a phone,
 * where a toast is as wide as the screen and forms and sheets end in their buttons, the top.
 */
export function toastPlacementFor(wide: boolean): 'bottom-end' | 'top' {
  return wide ? 'bottom-end' : 'top'
}

const wideScreen =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(WIDE_TOAST_QUERY).matches

export const toaster = createToaster({
  placement: toastPlacementFor(wideScreen),
  max: TOAST_MAX_VISIBLE,
  duration: TOAST_DURATION_MS,
  // A plain stack: an overlapping stack spreads out under the pointer, so a toast could move
  // onto the button being pressed (a drawer's 'Add note' took a click meant for it).
  overlap: false,
})

const { withProvider, withContext } = createStyleContext(toastRecipe)

const Toast = {
  Root: withProvider(ArkToast.Root, 'root'),
  Title: withContext(ArkToast.Title, 'title'),
  Description: withContext(ArkToast.Description, 'description'),
  ActionTrigger: withContext(ArkToast.ActionTrigger, 'actionTrigger'),
  CloseTrigger: withContext(ArkToast.CloseTrigger, 'closeTrigger'),
  Icon: withContext('span', 'icon'),
  Body: withContext('div', 'body'),
}

const icons: Record<string, ReactNode> = {
  success: <CheckCircleIcon />,
  error: <ErrorCircleIcon />,
  warning: <AlertIcon />,
  info: <InfoIcon />,
  loading: <span className={spinner({ size: 'sm', tone: 'current' })} />,
}

/** Render once, near the root of the app. */
export function Toaster() {
  // In a portal, a child of <body>: an open modal hides everything outside itself from screen
  // readers except such live regions, so toasts shown over a dialog are still announced.
  return (
    <Portal>
      <ArkToaster toaster={toaster} className={toastRecipe().group}>
        {(toast) => (
          <Toast.Root key={toast.id}>
            <Toast.Icon aria-hidden="true">{icons[toast.type ?? 'info'] ?? icons.info}</Toast.Icon>
            <Toast.Body>
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
              {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            </Toast.Body>
            {toast.closable !== false ? (
              <Toast.CloseTrigger aria-label="Dismiss notification">
                <CloseIcon />
              </Toast.CloseTrigger>
            ) : null}
          </Toast.Root>
        )}
      </ArkToaster>
    </Portal>
  )
}
