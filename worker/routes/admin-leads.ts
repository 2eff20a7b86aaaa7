import { Hono } from 'hono'
import {
  adminLeadBoardColumnSchema,
  adminLeadParamSchema,
  adminLeadsBulkSchema,
  adminLeadsFilterSchema,
  adminLeadsQuerySchema,
  adminLeadUpdateSchema,
  leadHoldSchema,
  leadMergeSchema,
} from '#shared/schemas/admin-leads.ts'
import { torontoDay } from '#shared/time/toronto-time.ts'
import {
  bulkChange,
  exportLeadPages,
  getAdminLead,
  LEADS_EXPORT_COLUMNS,
  leadTimeline,
  listAdminLeads,
  listLeadBoard,
  listLeadBoardColumn,
} from '#worker/domain/admin-leads.ts'
import { archiveLeads, restoreLead, setLegalHold } from '#worker/domain/lead-archive.ts'
import { intakeLeads } from '#worker/domain/lead-intake.ts'
import { listAdminRenewals } from '#worker/domain/lead-renewals.ts'
import type { AppEnv } from '#worker/env.ts'
import { attachment, CSV_CONTENT_TYPE, csvStream } from '#worker/lib/csv.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow, currentUser } from '#worker/middleware/access.ts'
import { adminItemChange } from './admin-collection'

/**
 * The admin Leads tab (docs/decisions/044-leads-workspace.md; the API is described
 * in shared/schemas/admin-leads.ts). Super admins only, like the whole admin panel (decision 009).
 */
export const adminLeadsRoutes = new Hono<AppEnv>()
  .get('/', allow('super_admin'), validate('query', adminLeadsQuerySchema), async (c) => {
    return c.json(await listAdminLeads(c.get('db'), c.req.valid('query')), 200)
  })
  .get('/export.csv', allow('super_admin'), validate('query', adminLeadsFilterSchema), async (c) => {
    const nextPage = exportLeadPages(c.get('db'), c.req.valid('query'))
    return c.body(csvStream(LEADS_EXPORT_COLUMNS, nextPage), 200, {
      'Content-Type': CSV_CONTENT_TYPE,
      'Content-Disposition': attachment(`leads-${torontoDay(new Date())}.csv`),
      'Cache-Control': 'no-store',
    })
  })
  .get('/board', allow('super_admin'), validate('query', adminLeadsFilterSchema), async (c) => {
    return c.json(await listLeadBoard(c.get('db'), c.req.valid('query')), 200)
  })
  .get('/board/column', allow('super_admin'), validate('query', adminLeadBoardColumnSchema), async (c) => {
    return c.json(await listLeadBoardColumn(c.get('db'), c.req.valid('query')), 200)
  })
  .get('/renewals', allow('super_admin'), async (c) => {
    return c.json({ renewals: await listAdminRenewals(c.get('db'), torontoDay(new Date())) }, 200)
  })
  // One lead, for the drawer a notification opens (`/super-admin/leads?lead=<id>`).
  .get('/:id', allow('super_admin'), validate('param', adminLeadParamSchema), async (c) =>
    c.json({ lead: await getAdminLead(c.get('db'), c.req.valid('param').id) }, 200),
  )
  .post('/bulk', allow('super_admin'), validate('json', adminLeadsBulkSchema), async (c) => {
    const actor = await currentUser(c)
    const { ids, action } = c.req.valid('json')
    const changed =
      action.kind === 'delete'
        ? await archiveLeads(c.get('db'), ids, actor.id)
        : (await intakeLeads(c.get('db'), { kind: 'staff-change', ids, change: bulkChange(action), actor })).changed
    return c.json({ changed }, 200)
  })
  .patch('/:id', ...adminItemChange(adminLeadParamSchema, adminLeadUpdateSchema), async (c) => {
    const actor = await currentUser(c)
    const { id } = c.req.valid('param')
    await intakeLeads(c.get('db'), { kind: 'staff-change', ids: [id], change: c.req.valid('json'), actor })
    return c.json({ lead: await getAdminLead(c.get('db'), id) }, 200)
  })
  .delete('/:id', allow('super_admin'), validate('param', adminLeadParamSchema), async (c) => {
    const actor = await currentUser(c)
    await archiveLeads(c.get('db'), [c.req.valid('param').id], actor.id)
    return c.json({ deleted: true as const }, 200)
  })
  .post('/:id/restore', allow('super_admin'), validate('param', adminLeadParamSchema), async (c) => {
    const actor = await currentUser(c)
    const { id } = c.req.valid('param')
    await restoreLead(c.get('db'), id, actor.id)
    return c.json({ lead: await getAdminLead(c.get('db'), id) }, 200)
  })
  .put('/:id/hold', ...adminItemChange(adminLeadParamSchema, leadHoldSchema), async (c) => {
    const actor = await currentUser(c)
    const { id } = c.req.valid('param')
    await setLegalHold(c.get('db'), id, c.req.valid('json').hold, actor.id)
    return c.json({ lead: await getAdminLead(c.get('db'), id, true) }, 200)
  })
  .get('/:id/activity', allow('super_admin'), validate('param', adminLeadParamSchema), async (c) => {
    return c.json(await leadTimeline(c.get('db'), c.req.valid('param').id), 200)
  })
  .post('/:id/merge', ...adminItemChange(adminLeadParamSchema, leadMergeSchema), async (c) => {
    const { id } = c.req.valid('param')
    await intakeLeads(c.get('db'), {
      kind: 'merge',
      keepId: id,
      merge: c.req.valid('json'),
      actor: await currentUser(c),
    })
    return c.json({ lead: await getAdminLead(c.get('db'), id) }, 200)
  })
