/**
 * Everything a visitor gave with a lead, as labelled rows in words: the quote's inputs and the
 * computed payment and insurance, the application's amount and address, the affordability
 * copy's inputs and result, the chat's extracted fields, the contact and become-a-broker
 * extras, the page and campaign the lead came from, and the consent given. The admin drawer,
 * the agent's lead view and the CSV export all read these rows, so the three always agree.
 *
 * Nothing stored is hidden: a metadata value no field below names still shows, under
 * 'Other', with its key turned into words.
 */
import { CONTACT_CONSENT, NEWSLETTER_CONSENT } from '#shared/constants/public-forms.ts'
import { formatCAD } from '#shared/finance/money.ts'
import { PAYMENT_FREQUENCIES } from '#shared/finance/payment.ts'
import { DEAL_FIELD_LABELS, type DealField, termWords } from '#shared/leads/deal.ts'
import { torontoDateTime } from '#shared/time/toronto-time.ts'

export type LeadDetailRow = {
  /** Where the value lives in the metadata ('calculations.periodicPayment'), or 'consent.*'. */
  key: string
  section: LeadDetailSection
  label: string
  /** The value in words: money, percentages, dates and frequencies formatted. */
  value: string
}

export const LEAD_DETAIL_SECTIONS = [
  'Deal',
  'Quote',
  'Application',
  'Affordability',
  'Chat',
  'Contact form',
  'Broker application',
  'Newsletter',
  'Came from',
  'Consent',
  'Other',
] as const
export type LeadDetailSection = (typeof LEAD_DETAIL_SECTIONS)[number]

type Format = 'money' | 'percent' | 'years' | 'frequency' | 'words' | 'text' | 'count'

type Field = { key: string; section: LeadDetailSection; label: string; format: Format }

const field = (section: LeadDetailSection, key: string, label: string, format: Format): Field => ({
  key,
  section,
  label,
  format,
})

/** The fields the forms and the chat store, in the order they are shown. */
export const LEAD_DETAIL_FIELDS: readonly Field[] = [
  field('Quote', 'price', 'Purchase price', 'money'),
  field('Quote', 'downPayment', 'Down payment', 'money'),
  field('Quote', 'location', 'Province', 'text'),
  field('Quote', 'amortization', 'Amortization', 'years'),
  field('Quote', 'mortgageRate', 'Interest rate', 'percent'),
  field('Quote', 'paymentFrequency', 'Payment frequency', 'frequency'),
  field('Quote', 'calculations.periodicPayment', 'Payment', 'money'),
  field('Quote', 'calculations.cmhcInsurance', 'Mortgage default insurance', 'money'),
  field('Quote', 'calculations.totalMortgage', 'Total mortgage', 'money'),
  field('Quote', 'calculations.totalInterest', 'Total interest', 'money'),
  field('Quote', 'calculations.totalPayments', 'Total of payments', 'money'),
  field('Quote', 'calculations.payoffYears', 'Paid off in', 'years'),
  field('Application', 'product', 'Product', 'text'),
  field('Application', 'mortgage_amount', 'Mortgage amount', 'money'),
  field('Application', 'property_address', 'Property address', 'text'),
  field('Affordability', 'inputs.annualIncome', 'Annual income', 'money'),
  field('Affordability', 'inputs.coBorrowerIncome', 'Co-borrower income', 'money'),
  field('Affordability', 'inputs.downPayment', 'Down payment', 'money'),
  field('Affordability', 'inputs.amortizationYears', 'Amortization', 'years'),
  field('Affordability', 'inputs.annualRatePct', 'Interest rate', 'percent'),
  field('Affordability', 'inputs.monthlyDebts', 'Monthly debts', 'money'),
  field('Affordability', 'inputs.monthlyHeat', 'Monthly heating', 'money'),
  field('Affordability', 'inputs.annualPropertyTax', 'Annual property tax', 'money'),
  field('Affordability', 'inputs.monthlyCondoFees', 'Monthly condo fees', 'money'),
  field('Affordability', 'results.maxPrice', 'Comfortable price', 'money'),
  field('Affordability', 'results.maxMortgage', 'Comfortable mortgage', 'money'),
  field('Affordability', 'results.monthlyPayment', 'Comfortable monthly payment', 'money'),
  field('Affordability', 'results.lenderMaxPrice', 'Lender maximum price', 'money'),
  field('Affordability', 'results.lenderMaxMortgage', 'Lender maximum mortgage', 'money'),
  field('Affordability', 'results.lenderMonthlyPayment', 'Lender maximum monthly payment', 'money'),
  field('Affordability', 'results.qualifyingRatePct', 'Qualifying rate', 'percent'),
  field('Affordability', 'results.bindingLimit', 'Limit reached first', 'words'),
  field('Chat', 'property_value', 'Property value', 'money'),
  field('Chat', 'property_type', 'Property type', 'words'),
  field('Chat', 'down_payment', 'Down payment', 'money'),
  field('Chat', 'mortgage_type', 'Mortgage type', 'words'),
  field('Chat', 'source_details', 'Captured', 'text'),
  field('Chat', 'chat_session_id', 'Chat session', 'text'),
  field('Contact form', 'phoneType', 'Phone type', 'text'),
  field('Contact form', 'postalCode', 'Postal code', 'text'),
  field('Broker application', 'type', 'Application', 'words'),
  field('Broker application', 'experience', 'Experience', 'text'),
  field('Newsletter', 'subscribed_to', 'Subscribed to', 'words'),
  field('Came from', 'context.page', 'Page', 'text'),
  field('Came from', 'context.agent_page', 'Agent page', 'text'),
  field('Came from', 'context.utm_source', 'Campaign source', 'text'),
  field('Came from', 'context.utm_medium', 'Campaign medium', 'text'),
  field('Came from', 'context.utm_campaign', 'Campaign', 'text'),
  field('Came from', 'context.utm_term', 'Campaign term', 'text'),
  field('Came from', 'context.utm_content', 'Campaign content', 'text'),
]

/** Words for stored codes that are not words yet. */
const WORDS: Record<string, string> = {
  housing: 'Housing costs (32% of income)',
  'total-debt': 'Total debt (40% of income)',
  agent_application: 'Become a broker',
  'semi-detached': 'Semi-detached',
}

const CONSENT_TEXTS: Record<string, string> = {
  [CONTACT_CONSENT.version]: CONTACT_CONSENT.text,
  [NEWSLETTER_CONSENT.version]: NEWSLETTER_CONSENT.text,
}

let numberFormat: Intl.NumberFormat | undefined
/** Made on first use: a format made at load costs a long task on a phone. */
const number = () => {
  numberFormat ??= new Intl.NumberFormat('en-CA', { maximumFractionDigits: 2 })
  return numberFormat
}

/** 'some_key' / 'someKey' → 'Some key'. */
export function keyInWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : key
}

function formatValue(value: unknown, format: Format): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    switch (format) {
      case 'money':
        return formatCAD(value)
      case 'percent':
        return `${value.toFixed(2)}%`
      case 'years':
        return `${number().format(value)} ${value === 1 ? 'year' : 'years'}`
      default:
        return number().format(value)
    }
  }
  if (typeof value === 'string') {
    if (format === 'frequency') return PAYMENT_FREQUENCIES.find((f) => f.value === value)?.label ?? keyInWords(value)
    if (format === 'words') return WORDS[value] ?? keyInWords(value)
    return value
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return JSON.stringify(value)
}

function at(metadata: Record<string, unknown>, path: string): unknown {
  let value: unknown = metadata
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

/** The leaves of a metadata object no field names, by dotted key. */
function otherLeaves(value: unknown, prefix: string, known: ReadonlySet<string>, out: [string, unknown][]): void {
  if (known.has(prefix)) return
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) otherLeaves(v, prefix ? `${prefix}.${k}` : k, known, out)
    return
  }
  if (prefix && value !== null && value !== undefined && value !== '') out.push([prefix, value])
}

const KNOWN = new Set(LEAD_DETAIL_FIELDS.map((f) => f.key))

export type LeadDetailInput = {
  metadata: Record<string, unknown> | null | undefined
  consentVersion?: string | null
  /** ISO text (from the API) or a Date (on the server). */
  consentAt?: string | Date | null
}

/** The lead's details as labelled rows, in the fields' order, then consent, then anything else stored. */
export function leadDetailRows(lead: LeadDetailInput): LeadDetailRow[] {
  const metadata = lead.metadata ?? {}
  const rows: LeadDetailRow[] = []
  for (const f of LEAD_DETAIL_FIELDS) {
    const value = formatValue(at(metadata, f.key), f.format)
    if (value !== null) rows.push({ key: f.key, section: f.section, label: f.label, value })
  }
  rows.push(...consentRows(lead))
  const others: [string, unknown][] = []
  otherLeaves(metadata, '', KNOWN, others)
  for (const [key, value] of others) {
    rows.push({ key, section: 'Other', label: keyInWords(key), value: formatValue(value, 'text') ?? '' })
  }
  return rows
}

function consentRows(lead: LeadDetailInput): LeadDetailRow[] {
  if (!lead.consentVersion && !lead.consentAt) return []
  const rows: LeadDetailRow[] = []
  const given = lead.consentAt ? new Date(lead.consentAt) : null
  if (given && !Number.isNaN(given.getTime()))
    rows.push({
      key: 'consent.at',
      section: 'Consent',
      label: 'Given on',
      value: `${torontoDateTime(given)} (Toronto)`,
    })
  if (lead.consentVersion) {
    rows.push({ key: 'consent.version', section: 'Consent', label: 'Text version', value: lead.consentVersion })
    const text = CONSENT_TEXTS[lead.consentVersion]
    if (text) rows.push({ key: 'consent.text', section: 'Consent', label: 'Text agreed to', value: text })
  }
  return rows
}

/** The rows by section, sections in their fixed order (for the drawer and the agent's view). */
export function leadDetailSections(
  rows: readonly LeadDetailRow[],
): { section: LeadDetailSection; rows: LeadDetailRow[] }[] {
  return LEAD_DETAIL_SECTIONS.map((section) => ({ section, rows: rows.filter((r) => r.section === section) })).filter(
    (s) => s.rows.length > 0,
  )
}

/** A lead's deal as stored (columns of the lead; absent from a row cached by an older app). */
export type LeadDealInput = {
  dealAmount?: number | null
  dealLenderName?: string | null
  dealRatePct?: number | null
  dealTermMonths?: number | null
  dealClosingOn?: string | null
  dealMaturityOn?: string | null
}

let dayFormat: Intl.DateTimeFormat | undefined
/** 'YYYY-MM-DD' as 'Dec 15, 2026' (a calendar day: no time zone moves it). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (Number.isNaN(date.getTime())) return day
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' })
  return dayFormat.format(date)
}

/** The deal as labelled rows in words, in the fields' order; empty fields are left out. */
export function leadDealRows(lead: LeadDealInput): LeadDetailRow[] {
  const values: Record<DealField, string | null> = {
    amount: lead.dealAmount != null ? formatCAD(lead.dealAmount) : null,
    lender: lead.dealLenderName ?? null,
    ratePct: lead.dealRatePct != null ? `${number().format(lead.dealRatePct)}%` : null,
    termMonths: lead.dealTermMonths != null ? termWords(lead.dealTermMonths) : null,
    closingOn: lead.dealClosingOn ? formatDay(lead.dealClosingOn) : null,
    maturityOn: lead.dealMaturityOn ? formatDay(lead.dealMaturityOn) : null,
  }
  const rows: LeadDetailRow[] = []
  for (const key of Object.keys(DEAL_FIELD_LABELS) as DealField[]) {
    const value = values[key]
    if (value !== null) rows.push({ key: `deal.${key}`, section: 'Deal', label: DEAL_FIELD_LABELS[key], value })
  }
  return rows
}

/**
 * The CSV's detail columns: the deal's ('Deal: Amount'), one per field ('Quote: Payment'), the consent's, and 'Other
 * details' with every other stored value as 'Label: value' lines. Each cell is the row's
 * value exactly as the drawer shows it.
 */
export const LEAD_DETAIL_CSV_COLUMNS: readonly {
  header: string
  value(rows: readonly LeadDetailRow[]): string | null
}[] = [
  ...(Object.keys(DEAL_FIELD_LABELS) as DealField[]).map((key) => ({
    header: `Deal: ${DEAL_FIELD_LABELS[key]}`,
    value: (rows: readonly LeadDetailRow[]) => rows.find((r) => r.key === `deal.${key}`)?.value ?? null,
  })),
  ...LEAD_DETAIL_FIELDS.map((f) => ({
    header: `${f.section}: ${f.label}`,
    value: (rows: readonly LeadDetailRow[]) => rows.find((r) => r.key === f.key)?.value ?? null,
  })),
  ...(
    [
      ['consent.at', 'Consent: Given on'],
      ['consent.version', 'Consent: Text version'],
      ['consent.text', 'Consent: Text agreed to'],
    ] as const
  ).map(([key, header]) => ({
    header,
    value: (rows: readonly LeadDetailRow[]) => rows.find((r) => r.key === key)?.value ?? null,
  })),
  {
    header: 'Other details',
    value: (rows: readonly LeadDetailRow[]) => {
      const other = rows.filter((r) => r.section === 'Other').map((r) => `${r.label}: ${r.value}`)
      return other.length > 0 ? other.join('\n') : null
    },
  },
]
