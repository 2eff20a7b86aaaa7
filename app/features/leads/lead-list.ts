/**
 * The Leads tab's compact list: which cached leads a status filter and a search keep, and
 * how the view is written in the URL. Pure, so it works the same offline (docs/decisions/083).
 */
import { LEAD_STATUSES, type LeadStatus } from '#shared/schemas/leads.ts'
import { type AgentLeadView, isLeadStatus } from './lead-view'
import { leadIsDue } from './lead-work-view'

export type LeadStatusFilter = 'all' | LeadStatus
export const LEAD_STATUS_FILTERS: readonly LeadStatusFilter[] = ['all', ...LEAD_STATUSES]

/** What the list shows: a status (or all), a search, and the lead opened for its details. */
export interface AgentLeadsListView {
  status: LeadStatusFilter
  q: string
  lead: string | null
  /** Only returning clients' leads (a later inquiry joined them). */
  returning?: true
  /** The pipeline board instead of the list. */
  layout?: 'board'
  /** Only leads whose next follow-up is overdue or due today (Toronto days). */
  due?: LeadDueFilter
}

export type LeadDueFilter = 'overdue' | 'today'

/** Long enough for any name, email or phone; a longer pasted text is cut. */
export const LEAD_SEARCH_MAX = 200

/** Lower case, without accents or repeated spaces: "  Zoë  Côté " → "zoe cote". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

function digits(text: string): string {
  return text.replace(/\D/g, '')
}

/**
 * Whether a lead matches a search: every word of the search is found in its name or email
 * (accents and case ignored), or the search's digits are found in its phone number — so
 * "416 555", "(416) 555-0123" and "4165550123" all find +14165550123.
 */
export function leadMatchesSearch(view: AgentLeadView, query: string): boolean {
  const q = foldText(query)
  if (q === '') return true
  const { clientName, clientEmail, clientPhone } = view.lead
  const text = `${foldText(clientName)} ${foldText(clientEmail)}`
  if (q.split(' ').every((word) => text.includes(word))) return true
  const wanted = digits(q)
  // Only a search made of a phone number's characters is compared by its digits.
  if (clientPhone && wanted.length >= 3 && /^[\d\s()+.-]+$/.test(q)) return digits(clientPhone).includes(wanted)
  return false
}

/** The leads a status filter and a search keep, in the order given (newest first). */
export function filterLeadViews(
  views: readonly AgentLeadView[],
  filter: {
    status: LeadStatusFilter
    q: string
    returning?: boolean | undefined
    due?: LeadDueFilter | undefined
    /** Today in Toronto ('YYYY-MM-DD'), for `due`. */
    today?: string
  },
): AgentLeadView[] {
  return views.filter(
    (view) =>
      (filter.status === 'all' || view.status === filter.status) &&
      (!filter.returning || !!view.lead.returningAt) &&
      (!filter.due || leadIsDue(view, filter.due, filter.today ?? '')) &&
      leadMatchesSearch(view, filter.q),
  )
}

/** "3 leads", "1 lead", "2 of 14 leads" — said to screen readers when the list changes. */
export function leadCountText(shown: number, total: number): string {
  const noun = total === 1 ? 'lead' : 'leads'
  return shown === total ? `${total} ${noun}` : `${shown} of ${total} ${noun}`
}

/** The list view from the URL's search params; an unknown value is dropped on its own. */
export function listViewOf(search: Record<string, unknown>): AgentLeadsListView {
  const status = isLeadStatus(search.status) ? search.status : 'all'
  const q = typeof search.q === 'string' ? search.q.slice(0, LEAD_SEARCH_MAX) : ''
  const lead = typeof search.lead === 'string' && /^[\w-]{1,64}$/.test(search.lead) ? search.lead : null
  const view: AgentLeadsListView =
    search.returning === 'yes' ? { status, q, lead, returning: true } : { status, q, lead }
  if (search.layout === 'board') view.layout = 'board'
  if (search.due === 'overdue' || search.due === 'today') view.due = search.due
  return view
}

/** The URL's search params for a view: only what is set. */
export function searchOfListView(view: AgentLeadsListView): Record<string, string> {
  const search: Record<string, string> = {}
  if (view.status !== 'all') search.status = view.status
  if (view.q !== '') search.q = view.q
  if (view.lead) search.lead = view.lead
  if (view.returning) search.returning = 'yes'
  if (view.layout === 'board') search.layout = 'board'
  if (view.due) search.due = view.due
  return search
}
