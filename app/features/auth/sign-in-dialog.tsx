import { useNavigate } from '@tanstack/react-router'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Modal } from '#app/components/ui/modal.tsx'
import { SignInForm } from './sign-in-form'

/** The header's 'Welcome Back' dialog: same form as /auth; closes once the role is checked. */
export default function SignInDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate()
  return (
    <Modal open={open} onOpenChange={onOpenChange} size="sm" title="Welcome Back" description="Sign in to your account">
      <Dialog.Body>
        <SignInForm
          onSignedIn={(target) => {
            onOpenChange(false)
            void navigate({ href: target })
          }}
        />
      </Dialog.Body>
    </Modal>
  )
}
