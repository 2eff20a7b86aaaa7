import { type Context, Hono } from 'hono'
import type * as z from 'zod/mini'
import { agentLeadSettingsSchema } from '#shared/leads/lead-settings.ts'
import {
  AGENT_LEADS_UNASSIGNED,
  adminAgentBasicSchema,
  adminAgentDeleteQuerySchema,
  adminAgentImageParamSchema,
  adminAgentLinksSchema,
  adminAgentParamSchema,
  adminAgentSocialSchema,
} from '#shared/schemas/admin-agents.ts'
import { agentSeoSchema } from '#shared/schemas/agent-dashboard.ts'
import {
  type CreateAgentResponse,
  createAgentBodySchema,
  setPasswordBodySchema,
  userIdParamSchema,
} from '#shared/schemas/auth.ts'
import type { Db } from '#worker/db/client.ts'
import { getAdminAgent, requireAgentById } from '#worker/domain/admin-agents.ts'
import { listAgentAccounts } from '#worker/domain/agent-accounts.ts'
import {
  setAgentImage,
  updateApplicationLinks,
  updateLeadSettings,
  updateProfileAndSlug,
  updateSeoSettings,
  updateSocialLinks,
} from '#worker/domain/agent-dashboard.ts'
import { intakeLeads } from '#worker/domain/lead-intake.ts'
import { IMAGE_MAX_BYTES, putAgentImage, readUploadBody, removeMediaObject } from '#worker/domain/uploads.ts'
import { createAgentAccount, setUserActive, setUserPassword } from '#worker/domain/users.ts'
import { type PublicContentScope, purgePublicContent } from '#worker/edge-cache/cache.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'
import { currentUser } from '#worker/middleware/auth.ts'
import { waitUntilOf } from '#worker/middleware/context.ts'
import { adminItemChange } from './admin-collection'

/** The admin's headshot / banner upload: raw image bytes (listed for sameOriginJson and limitBody in worker/app.ts). */
export const ADMIN_AGENT_IMAGE_PATH = /^\/api\/admin\/users\/agents\/[0-9a-f-]{36}\/images\/[a-z0-9]+$/

/** The chosen agent (404 when missing or deleted), then its dialog view after a change. */
const chosen = (c: Context<AppEnv>, agentId: string) => requireAgentById(c.get('db'), agentId)
const detail = async (c: Context<AppEnv>, agentId: string) => getAdminAgent(c.get('db'), agentId)

/**
 * After a change public agent pages show (the directory, /agents/{id}, /agent/{slug}) and the
 * blog shows (its posts' author): the edge cache is re-keyed.
 */
const changed = (c: Context<AppEnv>, ...scopes: PublicContentScope[]) =>
  purgePublicContent(scopes.length ? scopes : ['agents', 'blog'], waitUntilOf(c))

/** The checks of one tab of the edit dialog: super admins only, then the agent id and the tab's body. */
const agentTab = <Body extends z.ZodMiniType>(body: Body) =>
  [allow('super_admin'), validate('param', adminAgentParamSchema), validate('json', body)] as const

type AgentTabContext<Body> = Context<AppEnv, string, { out: { param: { agentId: string }; json: Body } }>
type ChosenAgent = Awaited<ReturnType<typeof chosen>>

/**
 * Saves a tab on the chosen agent (404 when missing or deleted), re-keys the public reads when
 * public pages show what changed, and answers with the dialog's view of the agent.
 */
async function saveTab<Body>(
  c: AgentTabContext<Body>,
  save: (db: Db, agent: ChosenAgent, body: Body) => Promise<unknown>,
  { shownPublicly } = { shownPublicly: true },
) {
  const { agentId } = c.req.valid('param')
  await save(c.get('db'), await chosen(c, agentId), c.req.valid('json'))
  if (shownPublicly) await changed(c)
  return c.json(await detail(c, agentId), 200)
}

/**
 * Staff account management: create agent accounts, reset
 * passwords, deactivate and reactivate; edit and delete an agent (the edit dialog
 * calls the agent dashboard's domain functions on the chosen agent; shared/schemas/admin-agents.ts).
 * Super admin only (the admin area's role).
 */
export const adminUserRoutes = new Hono<AppEnv>()
  // The Agents tab's cards (no input to validate).
  .get('/agents', allow('super_admin'), async (c) => {
    return c.json({ agents: await listAgentAccounts(c.get('db')) }, 200)
  })

  .post('/agents', allow('super_admin'), validate('json', createAgentBodySchema), async (c) => {
    const created = await createAgentAccount(c.get('db'), c.req.valid('json'))
    await changed(c)
    return c.json(created satisfies CreateAgentResponse, 201)
  })

  .post('/:userId/password', ...adminItemChange(userIdParamSchema, setPasswordBodySchema), async (c) => {
    const actor = await currentUser(c)
    await setUserPassword(c.get('db'), actor, c.req.valid('param').userId, c.req.valid('json').password, new Date())
    return c.body(null, 204)
  })

  .post('/:userId/deactivate', allow('super_admin'), validate('param', userIdParamSchema), async (c) => {
    const actor = await currentUser(c)
    await setUserActive(c.get('db'), actor, c.req.valid('param').userId, false, new Date())
    await changed(c)
    return c.body(null, 204)
  })

  .post('/:userId/activate', allow('super_admin'), validate('param', userIdParamSchema), async (c) => {
    const actor = await currentUser(c)
    await setUserActive(c.get('db'), actor, c.req.valid('param').userId, true, new Date())
    await changed(c)
    return c.body(null, 204)
  })

  // The edit dialog: one agent, and one route per tab, each answering with the agent.
  .get('/agents/:agentId', allow('super_admin'), validate('param', adminAgentParamSchema), async (c) => {
    return c.json(await getAdminAgent(c.get('db'), c.req.valid('param').agentId), 200)
  })

  .put('/agents/:agentId/basic', ...agentTab(adminAgentBasicSchema), (c) => saveTab(c, updateProfileAndSlug))
  .put('/agents/:agentId/social', ...agentTab(adminAgentSocialSchema), (c) => saveTab(c, updateSocialLinks))
  .put('/agents/:agentId/links', ...agentTab(adminAgentLinksSchema), (c) =>
    saveTab(c, (db, agent, { apply, newsletter, contactForm, rateQuote, scheduler }) =>
      updateApplicationLinks(db, agent, {
        apply,
        newsletter,
        contact_form: contactForm,
        rate_quote: rateQuote,
        scheduler,
      }),
    ),
  )
  // Lead routing settings show on no public page: nothing to re-key.
  .put('/agents/:agentId/lead-settings', ...agentTab(agentLeadSettingsSchema), (c) =>
    saveTab(c, updateLeadSettings, { shownPublicly: false }),
  )
  .put('/agents/:agentId/seo', ...agentTab(agentSeoSchema), (c) => saveTab(c, updateSeoSettings))

  // Headshot / banner: the raw file as the body; its type is read from its bytes (415 otherwise).
  .post(
    '/agents/:agentId/images/:slot',
    allow('super_admin'),
    validate('param', adminAgentImageParamSchema),
    async (c) => {
      const { agentId, slot } = c.req.valid('param')
      const agent = await chosen(c, agentId)
      const bytes = await readUploadBody(c.req.raw, IMAGE_MAX_BYTES)
      const url = await putAgentImage(c.env.MEDIA, agent, slot, bytes)
      const { previous } = await setAgentImage(c.get('db'), agent, slot, url)
      await removeMediaObject(c.env.MEDIA, previous, c.get('requestId'))
      await changed(c)
      return c.json({ url, agent: await detail(c, agentId) }, 201)
    },
  )

  .delete(
    '/agents/:agentId/images/:slot',
    allow('super_admin'),
    validate('param', adminAgentImageParamSchema),
    async (c) => {
      const { agentId, slot } = c.req.valid('param')
      const { previous } = await setAgentImage(c.get('db'), await chosen(c, agentId), slot, null)
      await removeMediaObject(c.env.MEDIA, previous, c.get('requestId'))
      await changed(c)
      return c.json({ agent: await detail(c, agentId) }, 200)
    },
  )

  .delete(
    '/agents/:agentId',
    allow('super_admin'),
    validate('param', adminAgentParamSchema),
    validate('query', adminAgentDeleteQuerySchema),
    async (c) => {
      const actor = await currentUser(c)
      const { leadsTo } = c.req.valid('query')
      await intakeLeads(c.get('db'), {
        kind: 'agent-deleted',
        actor,
        agentId: c.req.valid('param').agentId,
        leadsTo: leadsTo === undefined || leadsTo === AGENT_LEADS_UNASSIGNED ? null : leadsTo,
      })
      await changed(c)
      return c.json({ deleted: true as const }, 200)
    },
  )
