/**
 * What the pages worker's build puts in place of the root layout's browser-only parts (sign-in,
 * toasts, the outbox status, the chat launcher, the update prompt): they render nothing until the
 * page has hydrated, so a server render never draws them, and their code (Dexie, zag's machines)
 * stays out of the worker (pages-worker/build.ts).
 */
const Nothing = () => null
export const HeaderSignIn = Nothing
export const SignInButton = Nothing
export const Toaster = Nothing
export const OfflineStatus = Nothing
export const ChatLauncher = Nothing
export const UpdatePrompt = Nothing
export default Nothing
/** The toast store: nothing is shown during a server render (any call does nothing). */
export const toaster = new Proxy({}, { get: () => () => undefined }) as Record<string, () => undefined>
