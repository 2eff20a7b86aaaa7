import { createFileRoute } from '@tanstack/react-router'
import { AccessibilityFeedbackAdminPage } from '#app/features/compliance/admin/cases-admin-page.tsx'

/** The super admin's Accessibility Feedback tab (the layout in super-admin.tsx guards the area). */
export const Route = createFileRoute('/super-admin/accessibility-feedback')({
  component: AccessibilityFeedbackAdminPage,
})
