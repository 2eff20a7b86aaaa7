import { useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { downloadNewsletterSubscribersCsv } from '#app/data/leads-admin.ts'

export const NEWSLETTER_EXPORT_FAILED = 'Failed to export newsletter subscribers'

/**
 * The newsletter subscribers export (docs/decisions/081): every subscriber with
 * the consent record and an unsubscribe link, beside the leads export (a sign-up is a lead).
 */
export function NewsletterExportButton() {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      await downloadNewsletterSubscribersCsv()
    } catch {
      toaster.error({ title: NEWSLETTER_EXPORT_FAILED })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" onClick={() => void run()} loading={busy} loadingText="Exporting…">
      Export newsletter subscribers
    </Button>
  )
}
