// The chat controller as the app runs it: the device database, the engine chunk, the rates
// (device cache first), the lead through the device outbox. One per page load, so the
// conversation stays in memory while the dialog is closed.

import { uuidv7 } from 'uuidv7'
import { notify } from '#app/components/ui/notify.ts'
import { type ChatController, createChatController } from './chat-controller'

let controller: ChatController | null = null

export function appChatController(): ChatController {
  controller ??= createChatController({
    // Dexie arrives with the store, in parallel with the engine, when the dialog first opens.
    openStore: () => import('./chat-store').then((m) => m.openChatStore()),
    loadEngine: () => import('#shared/chat/index.ts').then((m) => m.loadChatEngine()),
    // Every province's active rates with their day, the device copy (marked stale) when offline.
    rates: () => import('#app/data/public/rates.ts').then((m) => m.loadRates('all')),
    // lead.ts brings the zod lead schema: loaded when a lead is built, like the outbox.
    buildLead: (input) => import('#shared/chat/lead.ts').then((m) => m.buildChatLeadPayload(input)),
    // The device outbox (app/offline/send-lead.ts, the sender useLeadForm uses): queued
    // offline, sent once, retried until the server answers.
    sendLead: (payload, notices) =>
      import('#app/offline/send-lead.ts').then((m) => m.sendLead('chat', payload, notices)),
    notify: (type, title) => notify(type, { title }),
    logError: (message, error) => console.warn(message, error),
    newId: uuidv7,
  })
  return controller
}
