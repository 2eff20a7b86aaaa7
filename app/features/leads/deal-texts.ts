/** The texts of a lead's Deal section, in the admin drawer and the agent's lead view (decision 135). */
export const DEAL_SECTION_TEXTS = {
  heading: 'Deal',
  empty: 'No deal recorded yet.',
  add: 'Add deal',
  edit: 'Edit deal',
  dialogTitle: 'Deal',
  dialogDescription: 'Leave a field empty when it is not known yet.',
  save: 'Save deal',
  saved: 'Deal saved',
  failed: 'Failed to save the deal',
  noLender: 'No lender',
  termHint: 'In months: 60 is 5 years.',
  maturityHint: 'The closing date plus the term, unless you change it.',
  waiting: 'Waiting to send',
  notApplied: 'Your deal change was not applied:',
  dismiss: 'Dismiss',
} as const
