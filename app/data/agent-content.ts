/**
 * The agent dashboard's content tabs: the signed-in agent's own blog posts,
 * documents and testimonials. The server decides whose they are (the session); nothing here
 * sends an agent id. Kept apart from data/agent-dashboard.ts (the profile and its settings).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import {
  authedApi,
  readApiError,
  segment,
  type UploadProgress,
  unwrap,
  uploadWithProgress,
} from '#app/lib/api-client.ts'
import type {
  AgentPostWriteInput,
  AgentTestimonialCreateInput,
  MyDocument,
  MyPost,
  MyTestimonial,
} from '#shared/schemas/agent-dashboard.ts'
import { agentDashboardKeys } from './agent-dashboard'
import { keyFamily } from './query-keys'
import { refreshing } from './refreshing'

/** Under the dashboard's root, so that refreshing the dashboard covers them too. */
export const agentContentKeys = keyFamily(agentDashboardKeys.all[0], ['posts', 'documents', 'testimonials'])

const agent = authedApi.agent

// Posts ------------------------------------------------------------------------------------

export const myPostsQueryOptions = () =>
  queryOptions({
    queryKey: agentContentKeys.posts(),
    queryFn: async (): Promise<MyPost[]> => (await unwrap<{ posts: MyPost[] }>(await agent.posts.$get())).posts,
  })

/** Creates a post (id null) or updates one; agents cannot publish, an admin approves. */
export const saveMyPostMutation = () =>
  mutationOptions({
    mutationFn: async ({ id, json }: { id: string | null; json: AgentPostWriteInput }): Promise<MyPost> =>
      unwrap<MyPost>(
        id === null
          ? await agent.posts.$post({ json })
          : await agent.posts[':id'].$put({ param: { id: segment(id) }, json }),
      ),
    onSettled: refreshing(agentContentKeys.posts()),
  })

export const deleteMyPostMutation = () =>
  mutationOptions({
    mutationFn: async (id: string) => unwrap(await agent.posts[':id'].$delete({ param: { id: segment(id) } })),
    onSettled: refreshing(agentContentKeys.posts()),
  })

/** A featured image for a post: stored in the public media store, the post keeps its URL. */
export const uploadBlogImageMutation = () =>
  mutationOptions({
    mutationFn: async ({ file, onProgress }: { file: Blob; onProgress?: (p: UploadProgress) => void }) =>
      (await uploadWithProgress({ kind: 'agent-blog-image' }, file, onProgress)) as { url: string },
  })

// Documents --------------------------------------------------------------------------------

export const myDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: agentContentKeys.documents(),
    queryFn: async (): Promise<MyDocument[]> =>
      (await unwrap<{ documents: MyDocument[] }>(await agent.documents.$get())).documents,
  })

export const uploadMyDocumentMutation = () =>
  mutationOptions({
    mutationFn: async ({
      file,
      name,
      type,
      onProgress,
    }: {
      file: Blob
      name: string
      type: MyDocument['type']
      onProgress?: (p: UploadProgress) => void
    }) => (await uploadWithProgress({ kind: 'agent-document', name, type }, file, onProgress)) as MyDocument,
    onSettled: refreshing(agentContentKeys.documents()),
  })

export const deleteMyDocumentMutation = () =>
  mutationOptions({
    mutationFn: async (id: string) => unwrap(await agent.documents[':id'].$delete({ param: { id: segment(id) } })),
    onSettled: refreshing(agentContentKeys.documents()),
  })

/** The document's bytes through the authorised route (the private store has no public URL). */
export async function downloadMyDocument(id: string): Promise<Blob> {
  const res = await agent.documents[':id'].file.$get({ param: { id: segment(id) } })
  if (!res.ok) throw await readApiError(res)
  return res.blob()
}

// Testimonials -----------------------------------------------------------------------------

export const myTestimonialsQueryOptions = () =>
  queryOptions({
    queryKey: agentContentKeys.testimonials(),
    queryFn: async (): Promise<MyTestimonial[]> =>
      (await unwrap<{ testimonials: MyTestimonial[] }>(await agent.testimonials.$get())).testimonials,
  })

/** Adds a testimonial; it starts unapproved ('Pending Approval') until an admin approves it. */
export const addMyTestimonialMutation = () =>
  mutationOptions({
    mutationFn: async (json: AgentTestimonialCreateInput): Promise<MyTestimonial> =>
      unwrap<MyTestimonial>(await agent.testimonials.$post({ json })),
    onSettled: (_d, _e, _v, _r, { client }) => client.invalidateQueries({ queryKey: agentContentKeys.testimonials() }),
  })
