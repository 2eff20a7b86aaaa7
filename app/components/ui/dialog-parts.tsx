import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { ark } from '@ark-ui/react/factory'
import { Portal } from '@ark-ui/react/portal'
import type { ComponentProps } from 'react'
import { CloseIcon } from './icons'
import { createStyleContext, type SlotRecipe } from './style-context'

type DialogSlot =
  | 'trigger'
  | 'backdrop'
  | 'positioner'
  | 'content'
  | 'title'
  | 'description'
  | 'closeTrigger'
  | 'body'
  | 'footer'

/**
 * The parts of a kit component built on Ark's Dialog (focus trap, Escape, scroll lock,
 * aria-modal), styled by a slot recipe with at least the dialog's slots: Dialog and Drawer.
 * Content mounts on first open and unmounts on close (lazyMount + unmountOnExit).
 * `withContext` styles a part of the recipe's own (the drawer's Header).
 */
export function dialogParts<R extends SlotRecipe>(recipe: R) {
  const { withRootProvider, withContext } = createStyleContext(recipe)
  const slot = (name: DialogSlot) => name as R['__slot']

  const IconCloseTrigger = withContext(ArkDialog.CloseTrigger, slot('closeTrigger'), {
    defaultProps: { 'aria-label': 'Close', children: <CloseIcon /> },
  })

  /**
   * Without `asChild`: the ✕ icon button in the corner (aria-label "Close").
   * With `asChild`: closes from your own element (e.g. a "Cancel" Button), unstyled by the recipe.
   */
  // biome-ignore lint/correctness/noComponentHookFactories: dialogParts runs once per recipe, at module level (dialog.tsx, drawer.tsx)
  function CloseTrigger(props: ComponentProps<typeof ArkDialog.CloseTrigger>) {
    return props.asChild ? <ArkDialog.CloseTrigger {...props} /> : <IconCloseTrigger {...props} />
  }

  const Backdrop = withContext(ArkDialog.Backdrop, slot('backdrop'))
  const Positioner = withContext(ArkDialog.Positioner, slot('positioner'))
  const Content = withContext(ArkDialog.Content, slot('content'))

  /**
   * What the dialog shows, in its layers: a portal, the backdrop, the positioner, the content
   * (given these props: a class, a test id) holding `children`, then the ✕ in the corner
   * (`closeButton={false}` where the dialog's own buttons close it).
   */
  // biome-ignore lint/correctness/noComponentHookFactories: dialogParts runs once per recipe, at module level (dialog.tsx, drawer.tsx)
  function Frame({
    closeButton = true,
    children,
    ...content
  }: ComponentProps<typeof Content> & { closeButton?: boolean }) {
    return (
      <Portal>
        <Backdrop />
        <Positioner>
          <Content {...content}>
            {children}
            {closeButton ? <CloseTrigger /> : null}
          </Content>
        </Positioner>
      </Portal>
    )
  }

  const parts = {
    Root: withRootProvider(ArkDialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
    RootProvider: withRootProvider(ArkDialog.RootProvider, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
    Trigger: withContext(ArkDialog.Trigger, slot('trigger')),
    Backdrop,
    Positioner,
    Content,
    Frame,
    Title: withContext(ArkDialog.Title, slot('title')),
    Description: withContext(ArkDialog.Description, slot('description')),
    Body: withContext(ark.div, slot('body')),
    Footer: withContext(ark.div, slot('footer')),
    CloseTrigger,
    Context: ArkDialog.Context,
  }
  return { parts, withContext }
}
