import path from 'node:path'
import { defineConfig } from 'vitest/config'

// Two projects:
// - unit: next to the code (shared/, worker/, app/, pages-worker/, scripts/), Node or happy-dom per file.
// - integration: tests/integration, against the worker running in workerd (wrangler dev)
//   and a throwaway sqld with fresh migrations (see tests/integration/global-setup.ts).
export default defineConfig({
  test: {
    projects: [
      {
        // The chat engine's index module: in the build a Vite plugin serves it
        // (scripts/lib/chat-index-plugin.ts); here a module that builds it the same way.
        resolve: {
          alias: { 'virtual:chat-index': path.resolve(import.meta.dirname, 'scripts/lib/chat-index-module.ts') },
        },
        test: {
          name: 'unit',
          include: ['{shared,worker,app,pages-worker,scripts,tests/bench}/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['scripts/lib/common-passwords-file.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['scripts/lib/common-passwords-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
