/**
 * A server's field messages (paths like `payload.client_phone`, as the lead batch reports
 * them) placed on a form's own fields through `map` (payload path → field). Paths the form
 * does not show are left out; the first message for a field wins.
 */
export function placeFieldErrors<K extends string>(
  fields: Record<string, string>,
  map: Readonly<Record<string, K>>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {}
  for (const [path, message] of Object.entries(fields)) {
    const key = map[path.replace(/^payload\./, '')]
    if (key && !out[key]) out[key] = message
  }
  return out
}
