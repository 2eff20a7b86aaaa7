/**
 * The admin Blog tab (docs/decisions/074): every post and the
 * create / edit / publish / delete actions, plus the featured image upload with progress.
 * Each change refetches the tab and drops the public blog reads this browser holds, so the
 * admin sees the public pages change at once.
 */
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { publicContentKeys } from '#app/data/public/public-content.ts'
import { authedApi, segment, type UploadProgress, unwrap, uploadWithProgress } from '#app/lib/api-client.ts'
import type { AdminPost, AdminPostWriteInput } from '#shared/schemas/admin-blog.ts'
import { keyFamily } from './query-keys'
import { invalidating } from './refreshing'
import { accepted } from './settled'

export const adminBlogKeys = keyFamily('admin-blog', ['list'])

const blog = authedApi.admin.blog

export const adminPostsQueryOptions = () =>
  queryOptions({
    queryKey: adminBlogKeys.list(),
    queryFn: async (): Promise<AdminPost[]> => (await unwrap(await blog.$get())).posts,
    staleTime: 0,
  })

const settle = (queryClient: QueryClient) => invalidating(queryClient, adminBlogKeys.all, publicContentKeys.blog())

/** Creates (no id) or edits (id) a post. */
export const savePostMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ id, input }: { id: string | null; input: AdminPostWriteInput }): Promise<AdminPost> =>
      id === null
        ? (await unwrap(await blog.$post({ json: input }))).post
        : (await unwrap(await blog[':id'].$put({ param: { id: segment(id) }, json: input }))).post,
    onSettled: settle(queryClient),
  })

export const setPostPublicationMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ id, isPublished }: { id: string; isPublished: boolean }): Promise<AdminPost> =>
      (await unwrap(await blog[':id'].publication.$patch({ param: { id: segment(id) }, json: { isPublished } }))).post,
    onSettled: settle(queryClient),
  })

export const deletePostMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (id: string) => accepted(await blog[':id'].$delete({ param: { id: segment(id) } })),
    onSettled: settle(queryClient),
  })

/** A featured image: stored in the public media store; the form keeps its address. */
export const uploadPostImageMutation = () =>
  mutationOptions({
    mutationFn: async ({ file, onProgress }: { file: Blob; onProgress?: (p: UploadProgress) => void }) =>
      (await uploadWithProgress({ kind: 'admin-blog-image' }, file, onProgress)) as { url: string },
  })
