/** The super admin's compliance tabs (Complaints): the cases, one case with its history, a change. */
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { authedApi, readApiError, segment, unwrap } from '#app/lib/api-client.ts'
import { saveResponseAsFile } from '#app/lib/download.ts'
import type { CaseUpdateRequest } from '#shared/compliance/cases.ts'
import type { ComplianceKind } from '#shared/constants/compliance.ts'

const cases = authedApi.admin.compliance.cases

export const complianceKeys = {
  all: ['admin-compliance'] as const,
  list: (kind: ComplianceKind) => [...complianceKeys.all, 'list', kind] as const,
  detail: (id: string) => [...complianceKeys.all, 'case', id] as const,
}

export const caseListQueryOptions = (kind: ComplianceKind) =>
  queryOptions({
    queryKey: complianceKeys.list(kind),
    queryFn: async () => (await unwrap(await cases.$get({ query: { kind } }))).cases,
    staleTime: 0,
  })

export const caseDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: complianceKeys.detail(id),
    queryFn: async () => unwrap(await cases[':id'].$get({ param: { id: segment(id) } })),
    staleTime: 0,
  })

/** Saves a change made on the version read; a stale version is a 409 (the ApiError says so). */
export const updateCaseMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ id, change }: { id: string; change: CaseUpdateRequest }) =>
      unwrap(await cases[':id'].$patch({ param: { id: segment(id) }, json: change })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: complianceKeys.all }),
  })

/** Everything held about a person (by e-mail address), as a JSON file the browser saves. */
export async function downloadPersonExport(email: string): Promise<void> {
  const res = await authedApi.admin.compliance['person-export'].$get({ query: { email } })
  if (!res.ok) throw await readApiError(res)
  await saveResponseAsFile(res as unknown as Response, 'personal-information.json')
}
