import { z } from 'zod/mini'

/**
 * Public reads of the public pages (issue 11): the agent directory (Find An Agent, and the
 * contact page's 'Your Broker' card). Response schemas are not strict (an installed PWA may be
 * older than the server). Functional zod/mini style.
 */

/** Default title of an agent card (spec 000 §2 "Find An Agent"). */
export const DEFAULT_AGENT_TITLE = 'Your Trusted Mortgage Broker'

/** GET /api/content/agents: active agents, by name, with the public fields of the spec. */
export const directoryAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  profileSlug: z.nullable(z.string()),
  bannerImageUrl: z.nullable(z.string()),
  agentLogoUrl: z.nullable(z.string()),
  title: z.nullable(z.string()),
  location: z.nullable(z.string()),
})
export type DirectoryAgent = z.infer<typeof directoryAgentSchema>
export const agentDirectoryResponseSchema = z.object({ agents: z.array(directoryAgentSchema) })
export type AgentDirectoryResponse = z.infer<typeof agentDirectoryResponseSchema>

/** Where an agent's public page is: the profile slug, else the id (spec 000 §2). */
export function agentProfilePath(agent: { id: string; profileSlug: string | null }): string {
  return `/agents/${encodeURIComponent(agent.profileSlug || agent.id)}`
}

/** Initials for a card without a logo: first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}
