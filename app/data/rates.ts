import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../lib/api-client'

export const ratesKeys = {
  all: ['rates'] as const,
  list: (province: string) => [...ratesKeys.all, 'list', province] as const,
  best: () => [...ratesKeys.all, 'best'] as const,
}

/** Today's rates for a province (or the most recent active ones), with the day they are from. */
export const ratesQueryOptions = (provinceCode: string) =>
  queryOptions({
    queryKey: ratesKeys.list(provinceCode),
    queryFn: async () => unwrap(await api.rates.$get({ query: { province: provinceCode } })),
  })

export const bestRateQueryOptions = () =>
  queryOptions({
    queryKey: ratesKeys.best(),
    queryFn: async () => unwrap(await api.rates.best.$get()),
  })
