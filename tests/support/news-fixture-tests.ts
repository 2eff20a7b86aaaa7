/**
 * The news fixture server in a vitest file: started once before the file's tests and closed
 * after them (kept apart from news-fixture-server.ts, which Playwright's setup imports too).
 */
import { afterAll, beforeAll } from 'vitest'
import { type NewsFixtureServer, startNewsFixtureServer } from './news-fixture-server'

export function withNewsFixtureServer(use: (server: NewsFixtureServer) => void) {
  let server: NewsFixtureServer | undefined
  beforeAll(async () => {
    server = await startNewsFixtureServer()
    use(server)
  })
  afterAll(() => server?.close())
}
