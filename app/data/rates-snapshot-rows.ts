/**
 * The check of rates saved on this device (rows an older app may have written differently):
 * zod and the rates contract, loaded by `readRatesSnapshot` when it first reads a snapshot, so
 * a first visit to / or /rates does not load and build zod's schemas (Total Blocking
 * Time; docs/decisions/090-first-load-long-tasks.md).
 */
import * as z from 'zod/mini'
import { rateSchema } from '#shared/schemas/rates.ts'

export const snapshotRows = z.array(rateSchema)
