import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { drawer } from '#styled-system/recipes'
import { dialogParts } from './dialog-parts'

const { parts, withContext } = dialogParts(drawer)

/**
 * Side sheet (mobile navigation, record details): Ark's Dialog (focus trap, Escape, scroll
 * lock, aria-modal) with a slide-in `placement` of "end" (default, from the right) or "start".
 * Same structure as Dialog, plus Header/Body/Footer:
 *
 *   <Drawer.Root placement="end" size="md">
 *     <Drawer.Trigger asChild><Button>Menu</Button></Drawer.Trigger>
 *     <Portal>
 *       <Drawer.Backdrop />
 *       <Drawer.Positioner>
 *         <Drawer.Content>
 *           <Drawer.Header><Drawer.Title>…</Drawer.Title></Drawer.Header>
 *           <Drawer.Body>…</Drawer.Body>
 *           <Drawer.Footer>…</Drawer.Footer>
 *           <Drawer.CloseTrigger />
 *         </Drawer.Content>
 *       </Drawer.Positioner>
 *     </Portal>
 *   </Drawer.Root>
 */
export const Drawer = { ...parts, Header: withContext(ark.div, 'header') }

export type DrawerRootProps = ComponentProps<typeof Drawer.Root>
