/**
 * The longest SEO title and description an author may set (agent pages, blog posts). Zod-free,
 * so the form kit's SEO fields do not bring the schema library to every public page
 * (docs/decisions/226); `shared/schemas/agent-dashboard.ts` re-exports them.
 */
export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 160
