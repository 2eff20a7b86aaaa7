import { queryOptions } from '@tanstack/react-query'
import { api, segment, unwrap } from '#app/lib/api-client.ts'

/**
 * Public pages' reads: services, products, blog. The server caches them 5 minutes
 * and the service worker keeps the last answer (NetworkFirst), so a page seen once opens offline.
 * A 404 is final (not retried); the pages show the spec's not-found text.
 */
export const publicContentKeys = {
  all: ['public-content'] as const,
  services: () => [...publicContentKeys.all, 'services'] as const,
  service: (id: string) => [...publicContentKeys.all, 'services', id] as const,
  products: () => [...publicContentKeys.all, 'products'] as const,
  product: (id: string) => [...publicContentKeys.all, 'products', id] as const,
  blog: () => [...publicContentKeys.all, 'blog'] as const,
  post: (slug: string) => [...publicContentKeys.all, 'blog', slug] as const,
}

const FIVE_MINUTES = 5 * 60_000
/** Retry transient failures twice; never a 4xx (not found, a malformed id). */
const retry = (count: number, error: unknown) =>
  count < 2 &&
  !(typeof error === 'object' && error !== null && 'status' in error && (error as { status: number }).status < 500)

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: publicContentKeys.services(),
    queryFn: async () => unwrap(await api.content.services.$get()),
    staleTime: FIVE_MINUTES,
    retry,
  })

export const serviceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicContentKeys.service(id),
    queryFn: async () => unwrap(await api.content.services[':id'].$get({ param: { id: segment(id) } })),
    staleTime: FIVE_MINUTES,
    retry,
  })

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: publicContentKeys.products(),
    queryFn: async () => unwrap(await api.content.products.$get()),
    staleTime: FIVE_MINUTES,
    retry,
  })

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicContentKeys.product(id),
    queryFn: async () => unwrap(await api.content.products[':id'].$get({ param: { id: segment(id) } })),
    staleTime: FIVE_MINUTES,
    retry,
  })

export const blogListQueryOptions = () =>
  queryOptions({
    queryKey: publicContentKeys.blog(),
    queryFn: async () => unwrap(await api.content.blog.$get()),
    staleTime: FIVE_MINUTES,
    retry,
  })

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: publicContentKeys.post(slug),
    queryFn: async () => unwrap(await api.content.blog[':slug'].$get({ param: { slug: segment(slug) } })),
    staleTime: FIVE_MINUTES,
    retry,
  })

/** Whether a failed read was the server saying "no such item". */
export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    ((error as { status: number }).status === 404 || (error as { status: number }).status === 400)
  )
}

/** The newsletter's unsubscribe link: one click, idempotent (POST /api/newsletter/unsubscribe). */
export async function unsubscribeNewsletter(token: string) {
  return unwrap(await api.newsletter.unsubscribe.$post({ json: { token } }))
}
