/**
 * Where leads come from: one entry per source, the one list the rest derives from — the
 * `leads.source` column's values (worker/db/schema/leads.ts), the payload schemas' `source`
 * (shared/schemas/leads.ts), the labels of the agent and admin Leads tabs and of the admin
 * filter, the CSV export, the analytics grouping and the demo seed. Adding a source is one entry
 * here (and, for a new form, its payload schema).
 *
 * - `id` is what the database stores; ids are unique whatever their case.
 * - `kinds` are the public forms (the device's submission kinds) whose leads carry it; a source
 *   no form writes (`Manual`) has none.
 * - `spellings` are older ways the same source was written: rows are settled to the id by a
 *   migration, and a payload queued by an older app on a device is still accepted.
 */
import type { LeadKind } from '#shared/constants/leads.ts'

export type LeadSourceEntry = {
  readonly id: string
  readonly label: string
  /** The form or channel, in words (for people reading the list). */
  readonly channel: string
  readonly kinds: readonly LeadKind[]
  readonly spellings?: readonly string[]
}

export const LEAD_SOURCES = [
  {
    id: 'mortgage_calculator',
    label: 'Mortgage calculator',
    channel: 'The quote dialog, for a purchase or a renewal',
    kinds: ['quote'],
  },
  { id: 'AI Chatbot', label: 'AI Chatbot', channel: 'The chat assistant', kinds: ['chat'] },
  { id: 'contact_form', label: 'Contact form', channel: 'The contact form', kinds: ['contact'] },
  {
    id: 'website',
    label: 'Website',
    channel: 'The become-a-broker and mortgage application forms',
    kinds: ['become-broker', 'application'],
    spellings: ['Website'],
  },
  { id: 'newsletter', label: 'Newsletter', channel: 'The newsletter sign-up', kinds: ['newsletter'] },
  {
    id: 'affordability_calculator',
    label: 'Affordability calculator',
    channel: "The affordability calculator's “Send me a copy”",
    kinds: ['affordability-copy'],
  },
  { id: 'Manual', label: 'Manual', channel: 'Entered by staff', kinds: [] },
] as const satisfies readonly LeadSourceEntry[]

export type LeadSource = (typeof LEAD_SOURCES)[number]
export type LeadSourceId = LeadSource['id']

/** The ids, as the database column's enum wants them. */
export const LEAD_SOURCE_IDS = LEAD_SOURCES.map((s) => s.id) as [LeadSourceId, ...LeadSourceId[]]

/** The id of the source a form's leads carry (`website` for both become-a-broker and the application). */
export type LeadSourceOfKind<K extends LeadKind> = {
  [S in LeadSource as S['id']]: K extends S['kinds'][number] ? S['id'] : never
}[LeadSourceId]

export function leadSourceOfKind<K extends LeadKind>(kind: K): LeadSourceOfKind<K> {
  const source = LEAD_SOURCES.find((s) => (s.kinds as readonly LeadKind[]).includes(kind))
  if (!source) throw new Error(`No lead source for the form '${kind}'`)
  return source.id as LeadSourceOfKind<K>
}

/** The older spellings a form's source accepts from a payload (none for most). */
export function legacySpellings(id: LeadSourceId): readonly string[] {
  const source: LeadSourceEntry | undefined = LEAD_SOURCES.find((s) => s.id === id)
  return source?.spellings ?? []
}

const byKey = new Map<string, LeadSource>(
  LEAD_SOURCES.flatMap((s) =>
    [s.id, ...legacySpellings(s.id)].map((spelling) => [spelling.toLowerCase(), s] as [string, LeadSource]),
  ),
)

/** The registry's source for a stored value, whatever its case ('Website' → website); null when unknown. */
export function leadSourceOf(value: string): LeadSource | null {
  return byKey.get(value.toLowerCase()) ?? null
}

/** How a source is shown: its label, or the stored value itself when no entry has it. */
export function leadSourceLabel(value: string): string {
  return leadSourceOf(value)?.label ?? value
}
