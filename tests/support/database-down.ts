import { vi } from 'vitest'
import { app } from '#worker/app.ts'

/** The worker's environment with a database that cannot be reached (nothing listens on port 9). */
export const DATABASE_DOWN_ENV = {
  DATABASE_URL: 'http://127.0.0.1:9',
  JWT_SECRET: 'k7Qp2vN9xR4mT8wB1zL6yH3jD5fG0sAcEuYi',
  ENVIRONMENT: 'test',
}

/**
 * A GET through the whole app with the database down: the response, and the first argument of
 * each console.error call while it ran (silenced, so the test's output stays clean).
 */
export async function getWithDatabaseDown(path: string): Promise<{ res: Response; logged: string[] }> {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    const res = await app.request(path, {}, DATABASE_DOWN_ENV)
    return { res, logged: errors.mock.calls.map((call) => String(call[0])) }
  } finally {
    errors.mockRestore()
  }
}
