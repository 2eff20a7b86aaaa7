import { unwrap } from '#app/lib/api-client.ts'

/**
 * A change whose answer the screen does not read (a delete, a password set): resolves when the
 * server accepted it, throws its ApiError otherwise.
 */
export async function accepted(res: Parameters<typeof unwrap>[0]): Promise<void> {
  if (!res.ok) await unwrap(res)
}
