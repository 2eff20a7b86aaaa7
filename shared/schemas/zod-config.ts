import { en } from 'zod/locales'
import * as z from 'zod/mini'

/**
 * zod/mini registers no locale, so without this every issue would read "Invalid input". The
 * English messages classic zod gave are set here once, for both sides: shared/schemas/text.ts
 * imports this module (every request schema uses its builders) and so does the worker's
 * validator (worker/lib/validate.ts). Messages the product shows are mostly our own (`error`
 * and check messages); these are the defaults behind them.
 */
z.config(en())
