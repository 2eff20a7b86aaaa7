import { app } from './app'
import type { Bindings } from './env'

export default {
  fetch: app.fetch,
  async scheduled(_controller: ScheduledController, _env: Bindings, _ctx: ExecutionContext) {
    // The daily rate refresh is wired in with the rates work (worker/jobs/).
  },
} satisfies ExportedHandler<Bindings>
