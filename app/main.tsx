import './index.css'
import './lib/zod-jitless'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { whenIdle } from './features/pwa/idle'
import { captureInstallPrompt } from './features/pwa/install-prompt'
import { queryClient } from './lib/query-client'
import { router } from './router'

// Chromium fires beforeinstallprompt once and early: keep it for the "Install app" button.
captureInstallPrompt()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)

// Offline machinery after the first render, outside the critical path: the outbox flush
// scheduler, Background Sync and the service worker with its update prompt.
void whenIdle().then(() => import('./features/pwa/start-pwa')).then((m) => m.startPwa())
