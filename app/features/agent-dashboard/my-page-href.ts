import { canonicalAgentPath } from '#shared/content/agent-path.ts'

/** The agent's public page; without an agent record (yet), the directory. */
export function myPageHref(profile: { id: string; profileSlug: string | null } | undefined): string {
  return profile ? canonicalAgentPath(profile) : '/find-broker'
}
