/**
 * The retention run (docs/decisions/194-retention-erasure.md): daily, after the news
 * (worker/jobs/schedule.ts), archived leads past their retention and not under a legal hold are
 * erased with their linked rows, in batches, at most RETENTION_MAX_PER_RUN a day (the rest the
 * next day). Each batch is audited; a run with nothing due writes nothing.
 */
import { eraseDueLeads, RETENTION_BATCH } from '#worker/domain/lead-retention.ts'
import type { Job } from '../run-job'

export const RETENTION_MAX_PER_RUN = 2000

export const retentionJob: Job = {
  name: 'retention',
  async run({ db, now }) {
    let erased = 0
    while (erased < RETENTION_MAX_PER_RUN) {
      const ids = await eraseDueLeads(db, now(), RETENTION_BATCH)
      erased += ids.length
      if (ids.length < RETENTION_BATCH) break
    }
    return { outcome: 'succeeded', counts: { erased } }
  },
}
