// @vitest-environment happy-dom
import { Portal } from '@ark-ui/react/portal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from './button'
import { Dialog } from './dialog'
import { Spinner } from './spinner'
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, Toaster, toaster, toastPlacementFor, WIDE_TOAST_QUERY } from './toaster'

afterEach(() => {
  act(() => toaster.remove())
  cleanup()
})

function BookCallDialog() {
  return (
    <Dialog.Root size="sm">
      <Dialog.Trigger asChild>
        <Button>Book a call</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Book a call</Dialog.Title>
            <Dialog.Description>We call back within one business day.</Dialog.Description>
            <Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.CloseTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

describe('Dialog', () => {
  it('mounts nothing until opened, then shows a labelled modal dialog', async () => {
    render(<BookCallDialog />)
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Book a call' }))

    const dialog = await screen.findByRole('dialog', { name: 'Book a call' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('We call back within one business day.').id)
  })

  it('styles every part from the recipe, with the root variant', async () => {
    render(<BookCallDialog />)
    fireEvent.click(screen.getByRole('button', { name: 'Book a call' }))

    const dialog = await screen.findByRole('dialog')
    expect(dialog.className).toContain('dialog__content')
    expect(dialog.className).toContain('dialog__content--size_sm')
    expect(screen.getByText('Book a call', { selector: 'h2' }).className).toContain('dialog__title')
    expect(screen.getByRole('button', { name: 'Close' }).className).toContain('dialog__closeTrigger')
  })

  it('closes from the close button', async () => {
    render(<BookCallDialog />)
    fireEvent.click(screen.getByRole('button', { name: 'Book a call' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('closes from an asChild close trigger that keeps its own name and look', async () => {
    render(<BookCallDialog />)
    fireEvent.click(screen.getByRole('button', { name: 'Book a call' }))
    const cancel = await screen.findByRole('button', { name: 'Cancel' })
    expect(cancel.className).toContain('button')
    expect(cancel.className).not.toContain('dialog__closeTrigger')

    fireEvent.click(cancel)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('Toaster', () => {
  const visibleToasts = () => document.querySelectorAll('[data-scope="toast"][data-part="root"]')

  it('is configured as the one app-wide toaster', () => {
    expect(TOAST_DURATION_MS).toBe(4000)
    expect(TOAST_MAX_VISIBLE).toBe(3)
    expect(toaster.attrs.duration).toBe(TOAST_DURATION_MS)
    expect(toaster.attrs.max).toBe(TOAST_MAX_VISIBLE)
    expect(toaster.attrs.placement).toBe(toastPlacementFor(window.matchMedia(WIDE_TOAST_QUERY).matches))
    expect(toaster.attrs.overlap).toBe(false)
  })

  it('stacks toasts bottom-right on a wide screen and at the top on a phone', () => {
    expect(toastPlacementFor(true)).toBe('bottom-end')
    expect(toastPlacementFor(false)).toBe('top')
  })

  it('shows a toast with title, description and a dismiss button', async () => {
    render(<Toaster />)
    act(() => {
      toaster.create({ type: 'success', title: 'Saved', description: 'Your changes are saved.' })
    })

    const title = await screen.findByText('Saved')
    const toast = title.closest('[data-part="root"]')
    expect(toast?.getAttribute('data-type')).toBe('success')
    expect(toast?.className).toContain('toast__root')
    expect(screen.getByText('Your changes are saved.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeTruthy()
  })

  it(`keeps at most ${TOAST_MAX_VISIBLE} on screen and queues the rest`, async () => {
    render(<Toaster />)
    act(() => {
      for (const n of [1, 2, 3, 4]) toaster.create({ type: 'info', title: `Toast ${n}` })
    })

    await screen.findByText('Toast 3')
    expect(visibleToasts()).toHaveLength(TOAST_MAX_VISIBLE)
    expect(screen.queryByText('Toast 4')).toBeNull()

    // Closing one lets the queued toast in.
    const first = screen.getByText('Toast 1').closest('[data-part="root"]')
    const close = first?.querySelector<HTMLButtonElement>('[data-part="close-trigger"]')
    expect(close).toBeTruthy()
    act(() => close?.click())

    await screen.findByText('Toast 4')
    await waitFor(() => expect(screen.queryByText('Toast 1')).toBeNull())
    expect(visibleToasts()).toHaveLength(TOAST_MAX_VISIBLE)
  })
})

describe('Spinner and Button', () => {
  it('announces the spinner label as a status', () => {
    render(<Spinner label="Loading rates" />)
    expect(screen.getByRole('status').textContent).toBe('Loading rates')
  })

  it('marks a loading button busy and disabled, keeping its name', () => {
    render(<Button loading>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(button.getAttribute('type')).toBe('button')
  })
})
