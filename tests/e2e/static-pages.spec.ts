import type { Page } from '@playwright/test'
import { BRAND } from '#shared/config/brand.ts'
import { BRAND_POLICIES } from '#shared/config/brand-policies.ts'
import { expect, test } from './fixtures'

/** The written pages: their one h1, the sections the spec asks for, the way to /contact. */
const PAGES = [
  {
    path: '/about',
    h1: 'About Us',
    title: 'About Us',
    sections: ['Who we are', 'Our team leader', 'Our team', 'Why choose us', 'Our commitment to you'],
    text: [
      BRAND.name,
      BRAND.network,
      BRAND.marketing.leaderExperience,
      BRAND.marketing.lenderCount,
      `${BRAND.marketing.rateHoldDays} days`,
      `${BRAND.marketing.prepaymentPct}%`,
    ],
  },
  {
    path: '/mortgage-options',
    h1: 'Your Mortgage Choices',
    title: 'Your Mortgage Choices',
    sections: ['Compare the options', 'Not sure which one fits?'],
    text: ['homeowners aged 55 or older', 'tax-free', 'no monthly payments'],
  },
  {
    path: '/why-broker',
    h1: 'Why Use a Mortgage Broker?',
    title: 'Why Use a Mortgage Broker?',
    sections: ['Five advantages of working with a broker', 'Broker versus bank', 'Licensed, regulated and accountable'],
    text: ['Financial Services Regulatory Authority of Ontario (FSRA)', BRAND.network],
  },
  {
    path: '/app',
    h1: 'Download Our Mobile App',
    title: 'Download Our Mobile App',
    sections: ['What you can do in the app', 'Get the app'],
    text: [
      'Your applications on this phone',
      'Works without a connection',
      'Rate alerts',
      'No name or email needed',
      'Ask our assistant',
    ],
  },
] as const

const MORTGAGE_OPTIONS = [
  'Fixed rate mortgage',
  'Variable rate mortgage',
  'Adjustable rate mortgage (ARM)',
  'First-time homebuyer mortgage',
  'Refinancing',
  'Investment property mortgage',
  'Second mortgages and HELOCs',
  'Reverse mortgages',
]

async function expectNoHorizontalScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(width)
}

for (const width of [390, 1280]) {
  test.describe(`static pages at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } })

    for (const p of PAGES) {
      test(`${p.path} renders its heading, sections and a call to action`, async ({ page }) => {
        await page.goto(p.path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        await expect(page).toHaveTitle(`${p.title} | ${BRAND.name}`)
        for (const name of p.sections)
          await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
        const main = page.getByRole('main')
        for (const text of p.text) await expect(main).toContainText(text)
        const contact = main.getByRole('link', { name: 'Contact Us' }).last()
        await expect(contact).toHaveAttribute('href', '/contact')
        await expectNoHorizontalScroll(page, width)
      })
    }
  })
}

test('/mortgage-options has a card with a "Best for" line for each choice', async ({ page }) => {
  await page.goto('/mortgage-options')
  for (const name of MORTGAGE_OPTIONS) {
    const card = page.getByRole('article', { name, exact: true })
    await expect(card).toBeVisible()
    await expect(card).toContainText('Best for:')
  }
  await page
    .getByRole('navigation', { name: 'Mortgage options on this page' })
    .getByRole('link', { name: 'Reverse mortgages' })
    .click()
  await expect(page).toHaveURL(/#reverse$/)
})

test('/why-broker compares broker and bank in an accessible table', async ({ page }) => {
  await page.goto('/why-broker')
  const table = page.getByRole('table', { name: 'How a mortgage broker compares with a bank branch' })
  await expect(table.getByRole('columnheader', { name: 'Mortgage broker' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Bank branch' })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Lenders compared' })).toBeVisible()
  await expect(table.getByRole('row', { name: /Lenders compared/ })).toContainText(BRAND.marketing.lenderCount, {
    ignoreCase: true,
  })
  await expect(page.getByRole('main').getByRole('list').first().getByRole('listitem')).toHaveCount(5)
})

test('/about links to the team directory', async ({ page }) => {
  await page.goto('/about')
  await page.getByRole('link', { name: 'Find an agent near you' }).click()
  await expect(page).toHaveURL(/\/find-broker$/)
})

test('/app: the iOS and Android buttons show the install steps for their platform', async ({ page }) => {
  await page.goto('/app')
  const ios = page.getByRole('button', { name: /iPhone & iPad/ })
  const android = page.getByRole('button', { name: /Android/ })
  await expect(ios).toHaveAttribute('aria-expanded', 'false')
  await ios.click()
  await expect(ios).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('Add to Home Screen')).toBeVisible()
  // Chromium on a desktop without an install offer: Android shows its steps instead of prompting.
  await android.click()
  await expect(android).toHaveAttribute('aria-expanded', 'true')
  await expect(ios).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText(/Tap “Install app”/)).toBeVisible()
  await android.click()
  await expect(android).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText(/Tap “Install app”/)).toHaveCount(0)
})

test('every page carries the brokerage licence and the policy links; each policy page answers', async ({ page }) => {
  await page.goto('/why-broker')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`${BRAND.name} · ${BRAND.brokerageLicence}`)
  const policies = footer.getByRole('navigation', { name: 'Policies' })
  for (const [name, heading] of [
    ['Complaints', 'Complaints'],
    ['Privacy', 'Privacy Policy'],
    ['Accessibility', 'Accessibility'],
  ] as const) {
    await policies.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
  // The complaints page names the handler and the regulator one may refer a complaint to.
  await page.goto('/complaints')
  await expect(page.getByRole('main')).toContainText(BRAND_POLICIES.complaints.handler)
  await expect(page.getByRole('main').getByRole('link', { name: /fsrao\.ca/ })).toHaveAttribute(
    'href',
    BRAND_POLICIES.regulator.url,
  )
})
