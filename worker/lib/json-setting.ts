import * as z from 'zod/mini'

/**
 * A list kept as JSON in an environment setting (RATE_SOURCES, NEWS_FEEDS), read with its
 * schema. Never throws: a broken value is said in words naming the setting, for the admin
 * panel and the run that could not use it.
 */
export function parseJsonListSetting<T>(
  name: string,
  json: string,
  schema: z.ZodMiniType<T[]>,
  items: string,
): { ok: true; value: T[] } | { ok: false; error: string } {
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch (err) {
    return { ok: false, error: `${name} is not valid JSON: ${err instanceof Error ? err.message : String(err)}` }
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) return { ok: false, error: `${name} is invalid:\n${z.prettifyError(parsed.error)}` }
  if (parsed.data.length === 0) return { ok: false, error: `${name} lists no ${items}` }
  return { ok: true, value: parsed.data }
}
