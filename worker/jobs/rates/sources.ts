/**
 * Rate sources are configuration, not code. Production sets `RATE_SOURCES` (a JSON array,
 * see `parseRateSourcesConfig`); adding, moving or re-mapping a source needs no deploy.
 * Each source's host is, with the same-host redirect rule, all it may fetch (its URL is its
 * allow-list entry; see worker/lib/safe-fetch.ts).
 *
 * ## `parser: 'html-table'` options
 * - `table` (optional) picks the table. Filters apply in this order to all `<table>`s:
 *   - `attribute`: `{ name: 'data-…', value? }`: tables carrying that data- attribute
 *     (with that exact value when given);
 *   - `caption`: tables whose `<caption>` contains this text (case-insensitive);
 *   - `index`: the n-th (0-based) of the tables left.
 *   Without `index`, the first remaining table whose header row has every mapped column wins,
 *   so the mapping alone usually finds the right table.
 * - `columns` maps fields to header texts (case-, space- and punctuation-insensitive; an exact
 *   header match wins over a header that merely contains the text):
 *   `term` and `ours` are required; `posted` (absent → posted = ours), `province`,
 *   `rateType`, `mortgageType` are optional.
 * - `province`: a fixed province (code or name) for a per-province page; required unless
 *   `columns.province` is mapped.
 * - `rateType`: fixed rate type when neither a column nor the term text ('5 Year Variable')
 *   says it.
 * - `mortgageType`: fixed mortgage type when no column says it (default 'Conventional').
 *
 * ## `parser: 'json'` options
 * - `path`: dot path to the array of rate objects ('data.rates'; '' or absent = the root).
 * - `fields`: dot paths inside each object, same keys as `columns` above.
 * - `province`, `rateType`, `mortgageType`: as above.
 *
 * ## Both
 * - `minRows` / `maxRows`: plausible row count for this source (defaults in validate.ts).
 */
import * as z from 'zod/mini'
import { MORTGAGE_TYPES, RATE_TYPES } from '#shared/constants/rates.ts'
import { safeString } from '#shared/schemas/text.ts'
import { normalizeProvince } from './normalize'

// Strings from the shared builders: bounded, no broken Unicode, controls or direction overrides.
const headerText = safeString(100, { trim: true }).check(z.minLength(1))
const fieldPath = safeString(200, { trim: true }).check(z.minLength(1))

const provinceOption = safeString(60, { trim: true }).check(
  z.refine((v) => normalizeProvince(v) !== null, {
    message: 'Unknown province (use a code such as ON or a full name)',
  }),
)

const commonOptions = {
  province: z.optional(provinceOption),
  rateType: z.optional(z.enum(RATE_TYPES)),
  mortgageType: z.optional(z.enum(MORTGAGE_TYPES)),
  minRows: z.optional(z.int().check(z.gte(1), z.lte(10_000))),
  maxRows: z.optional(z.int().check(z.gte(1), z.lte(10_000))),
}

function mapping(text: typeof headerText | typeof fieldPath) {
  return z.strictObject({
    term: text,
    ours: text,
    posted: z.optional(text),
    province: z.optional(text),
    rateType: z.optional(text),
    mortgageType: z.optional(text),
  })
}

export const htmlTableOptionsSchema = z
  .strictObject({
    table: z.optional(
      z.strictObject({
        index: z.optional(z.int().check(z.gte(0), z.lte(1000))),
        caption: z.optional(safeString(200, { trim: true }).check(z.minLength(1))),
        attribute: z.optional(
          z.strictObject({
            name: safeString(100, { trim: true }).check(
              z.toLowerCase(),
              z.regex(/^data-[a-z0-9_.:-]+$/, 'Must be a data- attribute'),
            ),
            value: z.optional(safeString(200)),
          }),
        ),
      }),
    ),
    columns: mapping(headerText),
    ...commonOptions,
  })
  .check(
    z.refine((o) => o.province !== undefined || o.columns.province !== undefined, {
      message: 'Map a province column or set a fixed province',
      path: ['province'],
    }),
    z.refine((o) => o.minRows === undefined || o.maxRows === undefined || o.minRows <= o.maxRows, {
      message: 'minRows must not exceed maxRows',
      path: ['minRows'],
    }),
  )

export const jsonOptionsSchema = z
  .strictObject({
    path: z.optional(safeString(200, { trim: true })),
    fields: mapping(fieldPath),
    ...commonOptions,
  })
  .check(
    z.refine((o) => o.province !== undefined || o.fields.province !== undefined, {
      message: 'Map a province field or set a fixed province',
      path: ['province'],
    }),
    z.refine((o) => o.minRows === undefined || o.maxRows === undefined || o.minRows <= o.maxRows, {
      message: 'minRows must not exceed maxRows',
      path: ['minRows'],
    }),
  )

const sourceId = safeString(63, { trim: true }).check(
  z.regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Use lower-case letters, digits and dashes'),
)

const sourceUrl = z.pipe(safeString(2000, { trim: true }), z.url({ protocol: /^https?$/ }))

export const rateSourceSchema = z.discriminatedUnion('parser', [
  z.strictObject({ id: sourceId, url: sourceUrl, parser: z.literal('html-table'), options: htmlTableOptionsSchema }),
  z.strictObject({ id: sourceId, url: sourceUrl, parser: z.literal('json'), options: jsonOptionsSchema }),
])

export const rateSourcesSchema = z.array(rateSourceSchema).check(
  z.maxLength(50),
  z.superRefine((sources: z.infer<typeof rateSourceSchema>[], ctx) => {
    const seen = new Set<string>()
    sources.forEach((s, i) => {
      if (seen.has(s.id)) ctx.addIssue({ code: 'custom', message: `Duplicate source id "${s.id}"`, path: [i, 'id'] })
      seen.add(s.id)
    })
  }),
)

export type HtmlTableOptions = z.infer<typeof htmlTableOptionsSchema>
export type JsonOptions = z.infer<typeof jsonOptionsSchema>
export type RateSource = z.infer<typeof rateSourceSchema>
export type ColumnMapping = HtmlTableOptions['columns']

/**
 * Reads `RATE_SOURCES`. Never throws: a broken configuration is reported (and the refresh job
 * then carries the current rates forward) rather than crashing the scheduled run.
 */
export function parseRateSourcesConfig(
  json: string | undefined | null,
): { ok: true; sources: RateSource[] } | { ok: false; error: string } {
  if (json === undefined || json === null || json.trim() === '') {
    return { ok: false, error: 'RATE_SOURCES is not set' }
  }
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch (err) {
    return { ok: false, error: `RATE_SOURCES is not valid JSON: ${err instanceof Error ? err.message : String(err)}` }
  }
  const parsed = rateSourcesSchema.safeParse(data)
  if (!parsed.success) return { ok: false, error: `RATE_SOURCES is invalid:\n${z.prettifyError(parsed.error)}` }
  if (parsed.data.length === 0) return { ok: false, error: 'RATE_SOURCES lists no sources' }
  return { ok: true, sources: parsed.data }
}
