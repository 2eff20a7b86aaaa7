/**
 * The brand in one place. The spec withholds the real figures ("contract text of the brand"),
 * so every value marked PLACEHOLDER must be replaced with the brokerage's own before launch.
 */
export const BRAND = {
  /** PLACEHOLDER: the brokerage's trading name. */
  name: 'Lakeshore Mortgage Group',
  shortName: 'Lakeshore',
  /** The national network the brokerage is an affiliate of (the spec's Mortgage Alliance). */
  network: 'Mortgage Alliance',
  tagline: 'Your AI mortgage companion',
  /** PLACEHOLDER licence numbers (FSRA brokerage licence and the principal broker's licence). */
  brokerageLicence: 'FSRA Brokerage Licence #00000 (placeholder)',
  agentLicence: 'Principal Broker Licence #M00000000 (placeholder)',
  /** PLACEHOLDER office address. */
  office: {
    street: '100 King Street West, Suite 0000',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5X 0A0',
  },
  /** PLACEHOLDER phone lines (555 numbers are reserved for fiction). */
  phone: '(416) 555-0100',
  tollFree: '1-800-555-0199',
  email: 'hello@lakeshore.example',
  /** External newsletter sign-up (opens in a new tab). PLACEHOLDER URL. */
  newsletterUrl: 'https://newsletter.example.com/lakeshore',
  /** External application link on the products page. PLACEHOLDER URL. */
  applyUrl: 'https://apply.example.com/lakeshore',
  marketing: {
    lenderCount: 'over 50 lenders',
    yearsConnecting: 'over 20 years',
    leaderExperience: 'over 15 years',
    rateHoldDays: 120,
    prepaymentPct: 20,
  },
} as const

export function officeAddressLine() {
  const o = BRAND.office
  return `${o.street}, ${o.city}, ${o.province} ${o.postalCode}`
}

/**
 * PLACEHOLDER disclaimer: the brand's contract text goes here. Kept apart from BRAND so the
 * long text ships only with the (lazily loaded) footer.
 */
export const BRAND_DISCLAIMER = [
  'Lakeshore Mortgage Group is an independently owned and operated brokerage and an affiliate of the Mortgage Alliance network. Rates, terms and programs are subject to change without notice and are available on approved credit only (O.A.C.). Rates shown are for illustration and may not be available for every property, province or borrower.',
  'Calculators are estimates for information only and are not an offer or a commitment to lend. Your actual payment, insurance premium, closing costs and eligibility depend on your lender, your credit, the property and the rules in force on the day you apply.',
  "Mortgage brokerage services in Ontario are regulated by the Financial Services Regulatory Authority of Ontario (FSRA). (Placeholder disclaimer text: replace with the brand's contract text.)",
] as const
