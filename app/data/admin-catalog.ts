/**
 * The admin Products, Services and Lenders tabs (docs/decisions/077).
 * Each change refetches its tab and drops the public reads this browser holds (lenders on the
 * home page; service and product pages), so they show it at once; the server has already
 * re-keyed its edge cache.
 */
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { contentKeys } from '#app/data/public/content.ts'
import { publicContentKeys } from '#app/data/public/public-content.ts'
import { authedApi, segment, type UploadProgress, unwrap, uploadWithProgress } from '#app/lib/api-client.ts'
import type {
  LenderLogoResponse,
  LenderWriteInput,
  ProductWriteInput,
  ServiceWriteInput,
} from '#shared/schemas/admin-catalog.ts'
import { keyFamily } from './query-keys'
import { invalidating } from './refreshing'
import { accepted } from './settled'

export const adminCatalogKeys = keyFamily('admin-catalog', ['products', 'services', 'lenders'])

const admin = authedApi.admin

export const adminProductsQueryOptions = () =>
  queryOptions({
    queryKey: adminCatalogKeys.products(),
    queryFn: async () => (await unwrap(await admin.products.$get())).products,
    staleTime: 0,
  })
export const adminServicesQueryOptions = () =>
  queryOptions({
    queryKey: adminCatalogKeys.services(),
    queryFn: async () => (await unwrap(await admin.services.$get())).services,
    staleTime: 0,
  })
export const adminLendersQueryOptions = () =>
  queryOptions({
    queryKey: adminCatalogKeys.lenders(),
    queryFn: async () => (await unwrap(await admin.lenders.$get())).lenders,
    staleTime: 0,
  })

type Rows<F extends () => { queryFn?: unknown }> = Awaited<
  ReturnType<Extract<ReturnType<F>['queryFn'], (...args: never[]) => unknown>>
>
export type AdminProductRow = Rows<typeof adminProductsQueryOptions>[number]
export type AdminServiceRow = Rows<typeof adminServicesQueryOptions>[number]
export type AdminLenderRow = Rows<typeof adminLendersQueryOptions>[number]

const settle = (queryClient: QueryClient, key: readonly string[], publicKeys: ReadonlyArray<readonly string[]>) =>
  invalidating(queryClient, key, ...publicKeys)

/** Public reads cached in this browser by the public pages (services, products) and the home page (lenders). */
const PUBLIC_SERVICES = [publicContentKeys.all] as const
const PUBLIC_LENDERS = [contentKeys.lenders()] as const

export const saveProductMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ id, input }: { id: string | null; input: ProductWriteInput }) =>
      id === null
        ? (await unwrap(await admin.products.$post({ json: input }))).product
        : (await unwrap(await admin.products[':id'].$put({ param: { id: segment(id) }, json: input }))).product,
    onSettled: settle(queryClient, adminCatalogKeys.products(), PUBLIC_SERVICES),
  })

export const saveServiceMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ id, input }: { id: string | null; input: ServiceWriteInput }) =>
      id === null
        ? unwrap(await admin.services.$post({ json: input }))
        : unwrap(await admin.services[':id'].$put({ param: { id: segment(id) }, json: input })),
    onSettled: settle(queryClient, adminCatalogKeys.services(), PUBLIC_SERVICES),
  })

export const saveLenderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ id, input }: { id: string | null; input: LenderWriteInput }) =>
      id === null
        ? (await unwrap(await admin.lenders.$post({ json: input }))).lender
        : (await unwrap(await admin.lenders[':id'].$put({ param: { id: segment(id) }, json: input }))).lender,
    onSettled: settle(queryClient, adminCatalogKeys.lenders(), PUBLIC_LENDERS),
  })

export type CatalogKind = 'products' | 'services' | 'lenders'

/** Deletes one row of a tab. */
export const deleteCatalogRowMutation = (queryClient: QueryClient, kind: CatalogKind) =>
  mutationOptions({
    mutationFn: async (id: string) => {
      const param = { param: { id: segment(id) } }
      const res =
        kind === 'products'
          ? await admin.products[':id'].$delete(param)
          : kind === 'services'
            ? await admin.services[':id'].$delete(param)
            : await admin.lenders[':id'].$delete(param)
      await accepted(res)
    },
    onSettled: settle(
      queryClient,
      [...adminCatalogKeys.all, kind],
      kind === 'lenders' ? PUBLIC_LENDERS : PUBLIC_SERVICES,
    ),
  })

/** Uploads a lender logo with progress; resolves with its public path. */
export const uploadLenderLogoMutation = () =>
  mutationOptions({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress(p: UploadProgress): void }) =>
      ((await uploadWithProgress({ kind: 'lender-logo' }, file, onProgress)) as LenderLogoResponse).logoUrl,
  })
