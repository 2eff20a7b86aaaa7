import { Portal } from '@ark-ui/react/portal'
import { useNavigate } from '@tanstack/react-router'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { SignInForm } from './sign-in-form'

/** The header's 'Welcome Back' dialog: same form as /auth; closes once the role is checked. */
export default function SignInDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate()
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Welcome Back</Dialog.Title>
            <Dialog.Description>Sign in to your account</Dialog.Description>
            <Dialog.Body>
              <SignInForm
                onSignedIn={(target) => {
                  onOpenChange(false)
                  void navigate({ href: target })
                }}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
