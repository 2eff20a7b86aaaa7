import { Hono } from 'hono'
import { createAgentBodySchema, setPasswordBodySchema, userIdParamSchema, type CreateAgentResponse } from '../../shared/schemas/auth'
import { listAgentAccounts } from '../domain/agent-accounts'
import { createAgentAccount, setUserActive, setUserPassword } from '../domain/users'
import type { AppEnv } from '../env'
import { validate } from '../lib/validate'
import { allow } from '../middleware/access'
import { currentUser } from '../middleware/auth'

/**
 * Staff account management (spec 001 §2 Agents tab, §6): create agent accounts, reset
 * passwords, deactivate and reactivate. Super admin only (the admin area's role).
 */
export const adminUserRoutes = new Hono<AppEnv>()
  // The Agents tab's cards (added by the app side of issue 3; no input to validate).
  .get('/agents', allow('super_admin'), async (c) => {
    return c.json({ agents: await listAgentAccounts(c.get('db')) }, 200)
  })

  .post('/agents', allow('super_admin'), validate('json', createAgentBodySchema), async (c) => {
    const created = await createAgentAccount(c.get('db'), c.req.valid('json'))
    return c.json(created satisfies CreateAgentResponse, 201)
  })

  .post('/:userId/password', allow('super_admin'), validate('param', userIdParamSchema), validate('json', setPasswordBodySchema), async (c) => {
    const actor = await currentUser(c)
    await setUserPassword(c.get('db'), actor, c.req.valid('param').userId, c.req.valid('json').password, new Date())
    return c.body(null, 204)
  })

  .post('/:userId/deactivate', allow('super_admin'), validate('param', userIdParamSchema), async (c) => {
    const actor = await currentUser(c)
    await setUserActive(c.get('db'), actor, c.req.valid('param').userId, false, new Date())
    return c.body(null, 204)
  })

  .post('/:userId/activate', allow('super_admin'), validate('param', userIdParamSchema), async (c) => {
    const actor = await currentUser(c)
    await setUserActive(c.get('db'), actor, c.req.valid('param').userId, true, new Date())
    return c.body(null, 204)
  })
