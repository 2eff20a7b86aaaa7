import { defineConfig } from 'vitest/config'
import { chatIndexPlugin } from './scripts/lib/chat-index-plugin'

// Two projects:
// - unit: next to the code (shared/, worker/, app/, scripts/), Node or happy-dom per file.
// - integration: tests/integration, against the worker running in workerd (wrangler dev)
//   and a throwaway sqld with fresh migrations (see tests/integration/global-setup.ts).
export default defineConfig({
  test: {
    projects: [
      {
        // Serves `virtual:chat-index` to the chat engine's loader, as in the build.
        plugins: [chatIndexPlugin()],
        test: {
          name: 'unit',
          include: ['{shared,worker,app,scripts}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
