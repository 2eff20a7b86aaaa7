import { FormCard, formBeside } from '#app/components/form/form-card.tsx'
import { Page } from '#app/components/layout/page.tsx'
import { agentDirectoryQueryOptions } from '#app/data/public/agents.ts'
import { useHydrationSafeQuery } from '#app/lib/hydration-safe-query.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { css } from '#styled-system/css'
import { CorporateOfficesCard, YourBrokerCard } from './broker-cards'
import { ContactForm } from './contact-form'
import type { ContactSearch } from './public-search'

/**
 * /contact: 'Contact Us', or 'Contact' plus the agent's name with the 'Your
 * Broker' card when `?agent=` names an active agent (an unknown or inactive id falls back to
 * 'Contact Us' and the lead stays unassigned). The corporate offices card always.
 */
export function ContactPage({ search }: { search: ContactSearch }) {
  const directory = useHydrationSafeQuery({ ...agentDirectoryQueryOptions(), enabled: Boolean(search.agent) })
  const agent = search.agent ? directory.data?.agents.find((a) => a.id === search.agent) : undefined
  const title = agent ? `Contact ${agent.name}` : 'Contact Us'
  useDocumentTitle(title, 'Call, e-mail or write to us: a licensed mortgage agent answers.')
  return (
    <Page
      wide
      title={title}
      lead="Questions about a purchase, a renewal or a refinance? Send us a note and a licensed mortgage agent will get back to you, usually within one business day."
    >
      <div className={formBeside}>
        <FormCard headingId="contact-form-heading" title="Send us a message">
          <ContactForm
            labelledBy="contact-form-heading"
            hidden={{ agentId: agent?.id, brokerCode: search.brokerCode, wpnonce: search.wpnonce }}
          />
        </FormCard>
        <aside aria-label="Contact details" className={css({ display: 'grid', gap: '6' })}>
          {agent ? <YourBrokerCard agent={agent} /> : null}
          <CorporateOfficesCard />
        </aside>
      </div>
    </Page>
  )
}
