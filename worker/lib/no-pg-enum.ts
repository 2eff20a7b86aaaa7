/**
 * drizzle-orm's SQL builder asks of every chunk whether it is a Postgres enum, which bundles
 * the Postgres column builders (~1.6 KB gzip) into a worker that only speaks SQLite: here the
 * answer is always no (wrangler.toml's [alias] puts this module in place of drizzle's).
 */
export const isPgEnum = (_chunk: unknown): false => false
