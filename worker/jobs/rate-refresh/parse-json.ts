/**
 * A JSON rates document → parsed rate rows, the same shape as the HTML-table parser gives.
 * `options.path` points at the array; `options.fields` names, as dot paths inside each item,
 * where the term, rates, province, rate type and mortgage type are. Values may be strings
 * ('4.79%', '5-Year Fixed', 'ON') or numbers.
 */

import type { JsonOptions } from '#worker/domain/rate-sources.ts'
import { buildRow, type ParsedRate, type ParseResult, type RawRow } from './normalize'

const MAX_ITEMS = 5000

export function parseRateJson(text: string, options: JsonOptions): ParseResult {
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch (err) {
    return { ok: false, error: `not valid JSON: ${err instanceof Error ? err.message : String(err)}` }
  }
  const list = options.path ? getPath(doc, options.path) : doc
  if (!Array.isArray(list)) {
    return { ok: false, error: `no array at ${options.path ? `"${options.path}"` : 'the document root'}` }
  }
  if (list.length > MAX_ITEMS) return { ok: false, error: `${list.length} items (more than ${MAX_ITEMS})` }

  const { fields } = options
  const rows: ParsedRate[] = []
  const skipped: string[] = []
  list.forEach((item, i) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      skipped.push(`item ${i} is not an object`)
      return
    }
    const text = (path: string) => {
      const v = getPath(item, path)
      return typeof v === 'string' || typeof v === 'number' ? String(v) : ''
    }
    const raw: RawRow = { term: text(fields.term), ours: getPath(item, fields.ours) ?? null }
    if (fields.posted !== undefined) raw.posted = getPath(item, fields.posted) ?? null
    if (fields.province !== undefined) raw.province = text(fields.province)
    if (fields.rateType !== undefined) raw.rateType = text(fields.rateType)
    if (fields.mortgageType !== undefined) raw.mortgageType = text(fields.mortgageType)
    const built = buildRow(raw, options)
    if ('row' in built) rows.push(built.row)
    else skipped.push(`item ${i}: ${built.skip}`)
  })
  return { ok: true, rows, skipped }
}

/** 'data.rates.0.value' → the value, or undefined. Own properties only. */
export function getPath(value: unknown, path: string): unknown {
  let cur: unknown = value
  for (const key of path.split('.').filter(Boolean)) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, key)) return undefined
    cur = (cur as Record<string, unknown>)[key]
  }
  return cur
}
