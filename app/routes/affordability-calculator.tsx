import { createFileRoute } from '@tanstack/react-router'
import { button } from '../../styled-system/recipes'
import { Page } from '../components/layout/page'
import { useDocumentTitle } from '../lib/use-document-title'
import { AffordabilityCalculator } from '../features/calculators/affordability-calculator'
import type { SendCopy } from '../features/calculators/send-copy-dialog'
import { QuoteDialogButton } from '../features/quote/quote-dialog-button'

export const Route = createFileRoute('/affordability-calculator')({
  component: AffordabilityPage,
})

// The page composes two features: the calculator, and the quote feature's dialog button and
// lead sender (features do not import each other). The sender loads when first used.
const loadSender = () => import('../offline/send-lead')
const sendCopy: SendCopy = Object.assign(
  async (...[payload, notices]: Parameters<SendCopy>) => (await loadSender()).sendLead('affordability-copy', payload, notices),
  {
    prepare: () =>
      void loadSender().then(
        (m) => m.prepareSendLead(),
        () => undefined,
      ),
  },
)

function AffordabilityPage() {
  useDocumentTitle('How Much Can I Afford?')
  return (
    <Page
      wide
      title="How Much Can I Afford?"
      lead="Your income, down payment and monthly costs give a comfortable home price, and what a lender may approve under today's stress test."
    >
      <AffordabilityCalculator
        sendCopy={sendCopy}
        renderPrequalify={(prefill) => (
          <QuoteDialogButton kind="purchase" prefill={prefill} className={button({ variant: 'solid' })}>
            Get Prequalified Now
          </QuoteDialogButton>
        )}
      />
    </Page>
  )
}
