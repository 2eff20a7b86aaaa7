import { BRAND } from '#shared/config/brand.ts'

export type NavLink = { label: string; to: string; external?: boolean; description?: string }
export type NavMenu = { id: string; label: string; items: NavLink[] }

/** Top-level links shown beside the menus. */
export const TOP_LINKS: NavLink[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Our Rates', to: '/rates' },
]

/** The header's three menus (spec: Header). */
export const NAV_MENUS: NavMenu[] = [
  {
    id: 'mortgages',
    label: 'Mortgages',
    items: [
      { label: 'Applications', to: '/applications', description: 'Apply for a mortgage online' },
      { label: 'Products', to: '/products', description: 'Bank, alternative and private options' },
      { label: 'Calculators', to: '/calculators', description: 'Payments, affordability, closing costs' },
      { label: 'Renewal Calculator', to: '/renewal-calculator', description: 'Penalty, renew or switch' },
      { label: 'Mortgage Options', to: '/mortgage-options', description: 'Fixed, variable, HELOC and more' },
      { label: 'Services', to: '/services', description: 'Purchases, renewals, refinancing' },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    items: [
      { label: 'Find an Agent', to: '/find-broker', description: 'Licensed agents near you' },
      { label: 'Why Use a Broker?', to: '/why-broker', description: 'What a broker does for you' },
      { label: 'Mobile App', to: '/app', description: 'Install the app on your phone' },
      { label: 'Blog', to: '/blog', description: 'Guides and market notes' },
      { label: 'Mortgage News', to: '/mortgage-news', description: 'Canadian mortgage headlines' },
      // An external newsletter service when the brand has one; else the Contact menu's own form.
      ...(BRAND.newsletterUrl
        ? [{ label: 'Newsletter Sign-up', to: BRAND.newsletterUrl, external: true, description: 'Opens in a new tab' }]
        : []),
    ],
  },
  {
    id: 'contact',
    label: 'Contact Us',
    items: [
      { label: 'Contact', to: '/contact', description: 'Talk to a licensed agent' },
      { label: 'Become a Broker', to: '/become-broker', description: 'Join our team' },
      { label: 'Newsletter', to: '/newsletter', description: 'Rates and tips by email' },
    ],
  },
]

/** On /agents/{id} the /products link carries ?agent={id}. */
export function agentIdFromPath(pathname: string): string | null {
  const m = /^\/agents\/([^/]+)\/?$/.exec(pathname)
  return m ? decodeURIComponent(m[1]!) : null
}
