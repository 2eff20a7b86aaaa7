/**
 * The device database in the pages worker (in place of app/offline/client.ts): a server render
 * has no device, so reads that would consult it find none, and Dexie and the outbox stay out of
 * the worker (scripts/lib/pages-worker-plugin.ts).
 */
export const getOfflineClient = async () => null
