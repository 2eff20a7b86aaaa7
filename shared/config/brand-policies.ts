/**
 * The brokerage's policies the complaints, privacy and accessibility pages state (a module of
 * its own, so only those pages carry them, not every page's first load). Response times: a
 * complaint is acknowledged in writing within `acknowledgeBusinessDays` business days and
 * answered in writing within `resolveDays` calendar days; a privacy request is answered within
 * 30 days, as the federal privacy law requires.
 */
export const BRAND_POLICIES = {
  complaints: {
    /** The designated complaints handler (the principal broker in a small brokerage). */
    handler: 'Priya Raman, Principal Broker',
    email: 'complaints@lakeshoremortgagegroup.ca',
    acknowledgeBusinessDays: 2,
    resolveDays: 30,
  },
  privacyOfficer: {
    name: 'Priya Raman',
    title: 'Privacy Officer',
    email: 'privacy@lakeshoremortgagegroup.ca',
  },
  privacyRequestDays: 30,
  /** How long client files are kept after the file closes, funded or not (FSRA: at least 6 years). */
  recordsYears: 6,
  accessibility: {
    email: 'accessibility@lakeshoremortgagegroup.ca',
    /** When the accessibility policy was last reviewed (shown on the page). */
    reviewed: 'November 2026',
  },
  regulator: {
    name: 'Financial Services Regulatory Authority of Ontario (FSRA)',
    url: 'https://www.fsrao.ca/',
    phone: '1-800-668-0128',
  },
  privacyCommissioner: {
    name: 'Office of the Privacy Commissioner of Canada',
    url: 'https://www.priv.gc.ca/',
    phone: '1-800-282-1376',
  },
} as const
