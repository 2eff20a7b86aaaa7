/** The auth tests' clock: a fixed start, and the moment `seconds` after it. */
export const T0 = new Date('2026-03-01T12:00:00Z')
export const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000)
