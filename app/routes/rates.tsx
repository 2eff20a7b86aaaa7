import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_PROVINCE_CODE } from '../../shared/constants/rates'
import { Page } from '../components/layout/page'
import { parseRatesPageSearch } from '../lib/rates-page-search'
import { ratesQueryOptions } from '../data/rates'
import { RateAlertsPanel } from '../features/rates/rate-alerts-panel'
import { RatesDisplay } from '../features/rates/rates-display'
import { useDocumentTitle } from '../lib/use-document-title'

export const Route = createFileRoute('/rates')({
  // `?province=XX&tab=fixed|variable`: what a rate alert's notification opens (lenient: a bad
  // value falls back to the default).
  validateSearch: parseRatesPageSearch,
  // 'ON' is DEFAULT_PROVINCE_CODE, written out: this part is in the first bundle, the constants are not.
  loaderDeps: ({ search }) => ({ province: search.province ?? 'ON' }),
  loader: ({ context, deps }) => {
    // Start the request with the route; the page renders at once and fills in.
    void context.queryClient.prefetchQuery(ratesQueryOptions(deps.province))
  },
  component: RatesPage,
})

function RatesPage() {
  useDocumentTitle("Today's Mortgage Rates")
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
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
            search: { province: next.province === DEFAULT_PROVINCE_CODE ? undefined : (next.province as typeof province), tab: next.rateType === 'fixed' ? undefined : next.rateType },
            replace: true,
          })
        }
      />
      <RateAlertsPanel province={province} rateType={rateType} />
    </Page>
  )
}
