import { LEAD_SOURCES } from '#shared/leads/sources.ts'

/**
 * The Leads tab's texts. Spec 001 (admin Leads tab and messages) has the first six; the rest
 * are ours where the spec is silent (docs/decisions/070-leads-tab-ui.md).
 */
export const LEADS_MESSAGES = {
  fetchFailed: 'Failed to fetch leads',
  statusFailed: 'Failed to update lead status',
  statusUpdated: 'Lead status updated!',
  deleteFailed: 'Failed to delete lead',
  deleted: 'Lead deleted successfully',
  empty: 'No leads found',
  // Ours
  deleteConfirm: 'Are you sure you want to delete this lead?',
  bulkDeleteConfirm: (n: number) => `Are you sure you want to delete ${n} selected lead${n === 1 ? '' : 's'}?`,
  bulkDone: (n: number) => `${n} lead${n === 1 ? '' : 's'} updated`,
  bulkDeleted: (n: number) => `${n} lead${n === 1 ? '' : 's'} deleted`,
  bulkFailed: 'Nothing was changed',
  assigned: 'Lead assigned',
  unassigned: 'Lead unassigned',
  assignFailed: 'Failed to assign lead',
  followUpSaved: 'Follow-up date saved',
  followUpFailed: 'Failed to save the follow-up date',
  noteAdded: 'Note added',
  noteFailed: 'Failed to add the note',
  exportFailed: 'Failed to export leads',
  timelineFailed: 'Failed to load the activity',
} as const

/** The source filter's choices: every source of the lead-source registry, by its label. */
export const LEAD_SOURCE_OPTIONS = LEAD_SOURCES.map((s) => ({ value: s.id, label: s.label }))
