import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { Page } from '#app/components/layout/page.tsx'
import { ratesQueryOptions } from '#app/data/public/rates.ts'
import { RateAlertsPanel } from '#app/features/rates/rate-alerts-panel.tsx'
import { RatesDisplay } from '#app/features/rates/rates-display.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { DEFAULT_PROVINCE_CODE } from '#shared/constants/rates.ts'
import { parseRatesPageSearch } from '#shared/rules/rates.ts'

export const Route = createFileRoute('/rates')({
  loader: ({ context }) => {
    // Start the request with the route; the page renders at once and fills in.
    void context.queryClient.prefetchQuery(ratesQueryOptions('ON'))
  },
  component: RatesPage,
})

function RatesPage() {
  useDocumentTitle(
    "Today's Mortgage Rates",
    "Today's fixed and variable mortgage rates by province, insured and conventional, updated daily.",
  )
  // `?province=XX&tab=fixed|variable`: what a rate alert's notification opens. Read here, not
  // with the route's validateSearch, so the parser stays out of the first bundle; a bad value
  // falls back to the default.
  const search = parseRatesPageSearch(useSearch({ strict: false }))
  const navigate = useNavigate()
  const province = search.province ?? DEFAULT_PROVINCE_CODE
  const rateType = search.tab ?? 'fixed'
  return (
    <Page
      title="Today's Mortgage Rates"
      lead="Our rates by province, term and mortgage type, updated daily through a network of over 50 lenders. Rates are subject to change and approval (O.A.C.)."
    >
      <RatesDisplay
        title="Rates by province"
        showHistory
        selection={{ province, rateType }}
        onSelectionChange={(next) =>
          void navigate({
            to: '/rates',
            search: {
              ...(next.province === DEFAULT_PROVINCE_CODE ? {} : { province: next.province }),
              ...(next.rateType === 'fixed' ? {} : { tab: next.rateType }),
            },
            replace: true,
          })
        }
      />
      <RateAlertsPanel province={province} rateType={rateType} />
    </Page>
  )
}
