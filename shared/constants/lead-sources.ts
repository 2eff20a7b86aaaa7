/** How each lead source is shown (agent Leads tab, admin Leads and Analytics tabs). */
const SOURCE_LABELS: Record<string, string> = {
  mortgage_calculator: 'Mortgage calculator',
  'AI Chatbot': 'AI Chatbot',
  contact_form: 'Contact form',
  website: 'Website',
  Website: 'Website',
  newsletter: 'Newsletter',
  Manual: 'Manual',
  affordability_calculator: 'Affordability calculator',
}

export function leadSourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source
}
