/**
 * The words of an agent's lead settings (shared/leads/lead-settings.ts). Zod-free, so the form
 * kit's lead settings fields do not bring the schema library to every public page
 * (docs/decisions/226); `shared/leads/lead-settings.ts` re-exports them with its schema.
 */
export const LEAD_SETTINGS_TEXTS = {
  title: 'New leads',
  emailNewLeads: 'E-mail me new leads',
  emailNewLeadsHint:
    "An e-mail for each new lead assigned to you: the client's name, the request, its key figures and a link to the lead.",
  adminEmailNewLeads: 'E-mail this agent new leads',
  acceptsNewLeads: 'Accepts new leads',
  acceptsNewLeadsHint:
    'When leads are shared round-robin, new leads from the website and the chat come to you in turn.',
  adminAcceptsNewLeadsHint:
    'When leads are shared round-robin, this agent gets new leads from the website and the chat in turn.',
  saved: 'Lead settings saved',
  failed: 'The lead settings could not be saved',
} as const
