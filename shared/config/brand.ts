/**
 * The brand in one place: the only file a brokerage edits to put its own name, licences, office,
 * lines and disclaimer on the site. The values below are the demo brokerage's: fictional but in
 * the shape real ones take (FSRA licence numbers, a Toronto postal code, 555-01xx phone numbers,
 * which are reserved for fiction), so the demo reads like a finished site. Replace every one of
 * them before launch. The brokerage's policies (complaints handler, privacy officer, response
 * times) are its companion, shared/config/brand-policies.ts.
 */
export const BRAND = {
  /** The brokerage's trading name. */
  name: 'Lakeshore Mortgage Group',
  shortName: 'Lakeshore',
  /** The national network the brokerage is an affiliate of (the spec's Mortgage Alliance). */
  network: 'Mortgage Alliance',
  tagline: 'Your AI mortgage companion',
  /** The FSRA brokerage licence and the principal broker's agent licence, as FSRA numbers them. */
  brokerageLicence: 'FSRA Brokerage Licence #13427',
  agentLicence: 'Principal Broker Licence #M08004127',
  office: {
    street: '220 Adelaide Street West, Suite 410',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5H 1W7',
  },
  phone: '(416) 555-0100',
  tollFree: '1-800-555-0199',
  email: 'hello@lakeshoremortgagegroup.ca',
  /**
   * An external newsletter service's sign-up page (opens in a new tab), or null: the site's own
   * /newsletter form is then the only sign-up.
   */
  newsletterUrl: null as string | null,
  /**
   * An external application page for every product's 'Apply Now', or null: the site's own
   * application form, with the product named. A product's own link wins over both.
   */
  applyUrl: null as string | null,
  marketing: {
    lenderCount: 'over 50 lenders',
    yearsConnecting: 'over 20 years',
    leaderExperience: 'over 15 years',
    rateHoldDays: 120,
    prepaymentPct: 20,
  },
} as const

/**
 * The line every public page and every e-mail carries: the brokerage's authorised name and its
 * licence (any e-mail body or brand footer calls this rather than spelling it out).
 */
export function brandDisclosure() {
  return `${BRAND.name} · ${BRAND.brokerageLicence}`
}

export function officeAddressLine() {
  const o = BRAND.office
  return `${o.street}, ${o.city}, ${o.province} ${o.postalCode}`
}

/**
 * The brand's disclaimer (the brokerage's contract text replaces the demo's). Kept apart from
 * BRAND so the long text ships only with the (lazily loaded) footer.
 */
export const BRAND_DISCLAIMER = [
  'Lakeshore Mortgage Group is an independently owned and operated brokerage and an affiliate of the Mortgage Alliance network. Rates, terms and programs are subject to change without notice and are available on approved credit only (O.A.C.). Rates shown are for illustration and may not be available for every property, province or borrower.',
  'Calculators are estimates for information only and are not an offer or a commitment to lend. Your actual payment, insurance premium, closing costs and eligibility depend on your lender, your credit, the property and the rules in force on the day you apply.',
  'Mortgage brokerage services in Ontario are regulated by the Financial Services Regulatory Authority of Ontario (FSRA). Lakeshore Mortgage Group holds FSRA brokerage licence #13427; each agent’s licence number is shown on their page or given on request. We arrange mortgages with lenders and do not lend money ourselves; a lender may pay us a fee, and any fee you would pay is disclosed in writing before you sign.',
] as const
