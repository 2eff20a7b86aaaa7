import { hc } from 'hono/client'
import type { AppType } from '../../worker/app'
import { isApiErrorBody, type ApiErrorBody } from '../../shared/errors'

/** The app's one API client (types only come from the worker). */
export const api = hc<AppType>('/api')

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.error.message ?? `Request failed (${status})`)
  }
}

/** Unwrap a Hono client response: JSON on 2xx, ApiError otherwise. */
export async function unwrap<T>(res: { ok: boolean; status: number; json(): Promise<T> }): Promise<T> {
  if (res.ok) return res.json()
  let body: unknown = null
  try {
    body = await res.json()
  } catch {
    /* not JSON */
  }
  throw new ApiError(res.status, isApiErrorBody(body) ? body : null)
}
