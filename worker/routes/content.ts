import { Hono } from 'hono'
import {
  CONTENT_CACHE_CONTROL,
  type AgentOptionsResponse,
  type HomeTestimonialsResponse,
  type LendersResponse,
} from '../../shared/schemas/content'
import type { AgentDirectoryResponse } from '../../shared/schemas/public-content'
import { listAgentOptions, listDirectoryAgents, listHomeTestimonials, listLenders } from '../domain/content'
import type { AppEnv } from '../env'
import { allow } from '../middleware/access'

/**
 * Public content reads: agent list (quote dialog), lenders, home testimonials. None takes
 * input, so there is nothing to validate; each is cacheable for five minutes. A database
 * failure is a real error here (503/500 through the error middleware), not an empty list:
 * the callers show their own fallback and retry.
 */
export const contentRoutes = new Hono<AppEnv>()
  .get('/agents/options', allow('public'), async (c) => {
    const body: AgentOptionsResponse = { agents: await listAgentOptions(c.get('db')) }
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
  .get('/agents', allow('public'), async (c) => {
    const body: AgentDirectoryResponse = { agents: await listDirectoryAgents(c.get('db')) }
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
  .get('/lenders', allow('public'), async (c) => {
    const body: LendersResponse = await listLenders(c.get('db'))
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
  .get('/testimonials/home', allow('public'), async (c) => {
    const body: HomeTestimonialsResponse = { testimonials: await listHomeTestimonials(c.get('db')) }
    c.header('Cache-Control', CONTENT_CACHE_CONTROL)
    return c.json(body, 200)
  })
