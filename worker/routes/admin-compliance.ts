import { Hono } from 'hono'
import * as z from 'zod/mini'
import { caseListQuerySchema, caseUpdateRequestSchema, personExportQuerySchema } from '#shared/compliance/cases.ts'
import { torontoDay } from '#shared/time/toronto-time.ts'
import { caseDetail, listCases, updateCase } from '#worker/domain/compliance-cases.ts'
import { CONSENT_HISTORY_COLUMNS, consentHistory } from '#worker/domain/consent-records.ts'
import { exportPerson } from '#worker/domain/person-export.ts'
import type { AppEnv } from '#worker/env.ts'
import { attachment, CSV_CONTENT_TYPE, csvStream } from '#worker/lib/csv.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'
import { currentUser } from '#worker/middleware/auth.ts'
import { adminItemChange } from './admin-collection'

const caseParamSchema = z.strictObject({ id: z.uuid() })

/**
 * The super admin's compliance tabs (Complaints): the cases of a kind, one case with its
 * history, a change (status, written response, note) made on the version it was read at, and
 * everything held about a person (by e-mail address) as a JSON download.
 */
export const adminComplianceRoutes = new Hono<AppEnv>()
  .get('/cases', allow('super_admin'), validate('query', caseListQuerySchema), async (c) => {
    const cases = await listCases(c.get('db'), c.req.valid('query').kind)
    return c.json({ cases }, 200)
  })
  .get('/cases/:id', allow('super_admin'), validate('param', caseParamSchema), async (c) =>
    c.json(await caseDetail(c.get('db'), c.req.valid('param').id), 200),
  )
  .patch('/cases/:id', ...adminItemChange(caseParamSchema, caseUpdateRequestSchema), async (c) => {
    const outcome = await updateCase(
      c.get('db'),
      c.req.valid('param').id,
      c.req.valid('json'),
      await currentUser(c),
      new Date(),
    )
    if (outcome.kind === 'stale') {
      throw new HttpError('conflict', 'This record was changed meanwhile: reload it and try again', {
        baseVersion: `The record is at version ${outcome.detail.case.version}`,
      })
    }
    return c.json(outcome.detail, 200)
  })
  .get('/person-export', allow('super_admin'), validate('query', personExportQuerySchema), async (c) => {
    const now = new Date()
    const data = await exportPerson(c.get('db'), c.req.valid('query').email, now)
    return c.json(data, 200, {
      'Content-Disposition': attachment(`personal-information-${torontoDay(now)}.json`),
      'Cache-Control': 'no-store',
    })
  })
  // The person's consent history (worker/domain/consent-records.ts) as CSV.
  .get('/consent-history.csv', allow('super_admin'), validate('query', personExportQuerySchema), async (c) => {
    const pages = [await consentHistory(c.get('db'), c.req.valid('query').email)]
    return c.body(
      csvStream(CONSENT_HISTORY_COLUMNS, async () => pages.shift() ?? null),
      200,
      {
        'Content-Type': CSV_CONTENT_TYPE,
        'Content-Disposition': attachment(`consent-history-${torontoDay(new Date())}.csv`),
        'Cache-Control': 'no-store',
      },
    )
  })
