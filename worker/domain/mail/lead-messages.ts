/**
 * The words of the lead e-mails, as plain text (no HTML, nothing tracked): what the mail queue
 * carries and the Email Service sends. Pure: everything they say comes in as arguments.
 *
 * - `newLeadMessage`: to the lead's agent, with the client's name, the request, its key figures
 *   and a link to the lead in the dashboard; replies go to the client.
 * - `acknowledgementMessage`: to the visitor, a transactional receipt: the brokerage's name, its
 *   licence and how to reach it. Nothing promotional: no rates, offers, tagline or links to
 *   pages beyond the contact details.
 */
import { BRAND, officeAddressLine } from '#shared/config/brand.ts'
import type { LeadKind } from '#shared/constants/leads.ts'
import { leadDetailRows } from '#shared/leads/lead-details.ts'
import { leadSourceLabel } from '#shared/leads/sources.ts'
import type { MailKind } from '#shared/schemas/mail.ts'

export type MailAddress = { email: string; name?: string }

/** One message as the Email Service's `send` takes it (text only). */
export type MailMessage = {
  kind: MailKind
  from: MailAddress
  to: MailAddress
  replyTo?: MailAddress
  subject: string
  text: string
}

export type LeadForMail = {
  id: string
  clientName: string
  clientEmail: string
  clientPhone: string | null
  source: string
  submissionKind: string | null
  metadata: Record<string, unknown>
}

/** The request in words, by the form it came from. */
const REQUEST_WORDS: Record<LeadKind, string> = {
  quote: 'Mortgage quote',
  chat: 'Chat with the assistant',
  contact: 'Contact form message',
  'become-broker': 'Become-a-broker application',
  newsletter: 'Newsletter sign-up',
  application: 'Mortgage application',
  'affordability-copy': 'Affordability calculator copy',
}

export function requestWords(lead: Pick<LeadForMail, 'submissionKind' | 'source'>): string {
  return REQUEST_WORDS[lead.submissionKind as LeadKind] ?? leadSourceLabel(lead.source)
}

/** The figures an agent wants first, in this order; at most three are shown. */
const KEY_FIGURES = [
  'price',
  'mortgage_amount',
  'property_value',
  'results.maxPrice',
  'downPayment',
  'down_payment',
  'calculations.periodicPayment',
  'inputs.annualIncome',
  'product',
] as const
export const KEY_FIGURES_SHOWN = 3

/** The lead's key figures as 'Label: value' lines (money formatted), most telling first. */
export function keyFigureLines(metadata: Record<string, unknown>): string[] {
  const rows = new Map(leadDetailRows({ metadata }).map((r) => [r.key, r]))
  const lines: string[] = []
  for (const key of KEY_FIGURES) {
    const row = rows.get(key)
    if (row && lines.length < KEY_FIGURES_SHOWN) lines.push(`${row.label}: ${row.value}`)
  }
  return lines
}

/**
 * A header value on one line: line breaks and other control characters (which could start a
 * header of their own) become spaces; runs of spaces collapse. Non-ASCII letters stay as they
 * are: the mail service encodes them (RFC 2047).
 */
export function headerText(value: string, max = 200): string {
  const flat = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

export function firstName(fullName: string): string {
  return headerText(fullName).split(' ')[0] ?? ''
}

export function sender(from: string): MailAddress {
  return { email: from, name: BRAND.name }
}

export function newLeadMessage(args: {
  lead: LeadForMail
  agent: { name: string; email: string }
  /** 'returning': a client already in the agent's leads sent a new inquiry. */
  happened: 'created' | 'returning'
  from: string
  /** The site's origin (https://…), for the link to the lead. */
  origin: string
}): MailMessage {
  const { lead, agent, happened, origin } = args
  const client = headerText(lead.clientName, 100)
  const request = requestWords(lead)
  const subject =
    happened === 'returning' ? `Returning client: ${client} (${request})` : `New lead: ${client} (${request})`
  const lines = [
    `Hi ${firstName(agent.name) || agent.name},`,
    '',
    happened === 'returning'
      ? 'A returning client sent a new inquiry. It was added to their lead, assigned to you.'
      : 'A new lead was assigned to you.',
    '',
    `Client: ${client}`,
    `Request: ${request}`,
    ...keyFigureLines(lead.metadata),
    `E-mail: ${lead.clientEmail}`,
    ...(lead.clientPhone ? [`Phone: ${lead.clientPhone}`] : []),
    '',
    `Open the lead: ${origin}/agent-dashboard/leads?lead=${encodeURIComponent(lead.id)}`,
    '',
    `You get this e-mail because "E-mail me new leads" is on in your profile: ${origin}/agent-dashboard/profile`,
    '',
    BRAND.name,
  ]
  return {
    kind: 'new-lead',
    from: sender(args.from),
    to: { email: agent.email, name: headerText(agent.name, 100) },
    replyTo: { email: lead.clientEmail, name: client },
    subject: headerText(subject),
    text: lines.join('\n'),
  }
}

export function acknowledgementMessage(args: {
  lead: LeadForMail
  /** The agent who has the lead, when one does. */
  agent: { name: string; email: string } | null
  from: string
}): MailMessage {
  const { lead, agent } = args
  const name = firstName(lead.clientName)
  const contact = agent ? headerText(agent.name, 100) : `a ${BRAND.name} mortgage agent`
  const lines = [
    name ? `Hello ${name},` : 'Hello,',
    '',
    `Thank you for contacting ${BRAND.name}. We received your request (${requestWords(lead).toLowerCase()}), and ${contact} will be in touch with you shortly.`,
    '',
    'To reach us sooner:',
    `Phone: ${BRAND.phone} (toll free ${BRAND.tollFree})`,
    `E-mail: ${agent ? agent.email : BRAND.email}`,
    `Office: ${officeAddressLine()}`,
    '',
    BRAND.name,
    BRAND.brokerageLicence,
    '',
    'You received this one-time confirmation because you sent us a request. It does not sign you up for any mailing list.',
  ]
  return {
    kind: 'lead-acknowledgement',
    from: sender(args.from),
    to: { email: lead.clientEmail, name: headerText(lead.clientName, 100) },
    replyTo: agent
      ? { email: agent.email, name: headerText(agent.name, 100) }
      : { email: BRAND.email, name: BRAND.name },
    subject: headerText(`We received your request: ${BRAND.name}`),
    text: lines.join('\n'),
  }
}
