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
 * - `minRows` / `maxRows`: plausible row count for this source (defaults in
 *   worker/jobs/rate-refresh/validate.ts).
 */
import { asc } from 'drizzle-orm'
import * as z from 'zod/mini'
import { MORTGAGE_TYPES, PROVINCES, type ProvinceName, RATE_TYPES } from '#shared/constants/rates.ts'
import { safeString } from '#shared/schemas/text.ts'
import type { Db } from '#worker/db/client.ts'
import { rateSources } from '#worker/db/schema/index.ts'
import { parseJsonListSetting } from '#worker/lib/json-setting.ts'

const PROVINCE_ALIASES: Record<string, ProvinceName> = {
  pei: 'Prince Edward Island',
  nwt: 'Northwest Territories',
  nfld: 'Newfoundland and Labrador',
  newfoundland: 'Newfoundland and Labrador',
  'nfld and labrador': 'Newfoundland and Labrador',
  'newfoundland labrador': 'Newfoundland and Labrador',
  'yukon territory': 'Yukon',
  'the yukon': 'Yukon',
  ont: 'Ontario',
  que: 'Quebec',
  alta: 'Alberta',
  sask: 'Saskatchewan',
}

/**
 * Province code, full name (any case, accents, '&', stray spaces) or common abbreviation → full
 * name: how a source's fixed province and its province cells are read.
 */
export function normalizeProvince(raw: string): ProvinceName | null {
  const key = raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'\u2019]/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim()
  if (!key) return null
  const hit = PROVINCES.find((p) => p.code.toLowerCase() === key || p.name.toLowerCase() === key)
  return hit?.name ?? PROVINCE_ALIASES[key] ?? null
}

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

/** A source's plausible row count, when both bounds are given, is a range. */
type RowBounds = { minRows?: number | undefined; maxRows?: number | undefined }
const rowBounds = z.refine<RowBounds>(
  (o) => o.minRows === undefined || o.maxRows === undefined || o.minRows <= o.maxRows,
  {
    message: 'minRows must not exceed maxRows',
    path: ['minRows'],
  },
)

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
    rowBounds,
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
    rowBounds,
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
  const read = parseJsonListSetting('RATE_SOURCES', json, rateSourcesSchema, 'sources')
  return read.ok ? { ok: true, sources: read.value } : read
}

export type SourcesOrigin = 'database' | 'environment' | 'none'
export type LoadedSources =
  | { ok: true; origin: SourcesOrigin; sources: RateSource[] }
  | { ok: false; origin: SourcesOrigin; sources: []; error: string }

/**
 * The effective rate sources: the list admins saved (rate_sources) when there is one, else the
 * environment's RATE_SOURCES. Never throws on bad configuration: it says what is wrong.
 */
export async function loadRateSources(db: Db, envJson: string | undefined): Promise<LoadedSources> {
  const rows = await db.select().from(rateSources).orderBy(asc(rateSources.position))
  if (rows.length > 0) {
    const parsed = rateSourcesSchema.safeParse(
      rows.map((r) => ({ id: r.id, url: r.url, parser: r.parser, options: r.options })),
    )
    if (!parsed.success)
      return {
        ok: false,
        origin: 'database',
        sources: [],
        error: 'The saved rate sources are no longer valid; save them again',
      }
    return { ok: true, origin: 'database', sources: parsed.data }
  }
  if (envJson === undefined || envJson.trim() === '') {
    return { ok: false, origin: 'none', sources: [], error: 'No rate source is configured' }
  }
  const env = parseRateSourcesConfig(envJson)
  return env.ok
    ? { ok: true, origin: 'environment', sources: env.sources }
    : { ok: false, origin: 'environment', sources: [], error: env.error }
}
