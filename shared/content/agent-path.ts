/** The one URL of an agent's page (canonical link, sitemap, 'View My Page'): by profile slug when there is one. */
export function canonicalAgentPath(agent: { id: string; profileSlug: string | null }): string {
  return agent.profileSlug
    ? `/agent/${encodeURIComponent(agent.profileSlug)}`
    : `/agents/${encodeURIComponent(agent.id)}`
}
