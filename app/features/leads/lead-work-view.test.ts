import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '#app/offline/db.ts'
import type { SyncedLead } from '#shared/schemas/sync.ts'
import { syncedLead } from '#tests/support/synced-lead.ts'
import { leadWorkOf, workEntriesByLead } from './lead-work-view'

const LEAD = '019b76da-a800-7009-8000-000000000001'
const T1 = '019b76da-a800-7009-8000-0000000000a1'
const T2 = '019b76da-a800-7009-8000-0000000000a2'

const lead = (over: Partial<SyncedLead> = {}): SyncedLead =>
  syncedLead({ id: LEAD, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', ...over })

let t = 1_000
const entry = (
  kind: 'lead-note' | 'lead-task' | 'lead-contact',
  payload: unknown,
  status: OutboxEntry['status'] = 'pending',
): OutboxEntry => {
  t += 1
  return {
    id: `019b76da-a800-7009-8000-00000000${String(t).padStart(4, '0')}`,
    kind,
    scope: 'agent',
    payload,
    status,
    attempts: 0,
    createdAt: t,
    updatedAt: t,
    nextAttemptAt: t,
  }
}

const syncedTask = {
  id: T1,
  title: 'Send the rate sheet',
  dueOn: '2026-12-02',
  dueTime: null,
  assigneeAgentId: 'agent-1',
  createdByName: 'Admin',
  createdAt: '2026-11-01T00:00:00.000Z',
  doneAt: null,
  doneByName: null,
}

describe('leadWorkOf', () => {
  it('lays queued task changes over the synced tasks, in the order made, and moves the follow-up day', () => {
    const entries = [
      entry('lead-task', {
        leadId: LEAD,
        action: { kind: 'add', taskId: T2, title: 'Call back', dueOn: '2026-11-30', dueTime: '09:00' },
      }),
      entry('lead-task', { leadId: LEAD, action: { kind: 'complete', taskId: T1 } }),
    ]
    const work = leadWorkOf(lead({ tasks: [syncedTask] }), workEntriesByLead(entries).get(LEAD) ?? [])
    expect(work.tasks.map((x) => [x.id, x.pending, !!x.doneAt])).toEqual([
      [T2, true, false],
      [T1, true, true],
    ])
    expect(work.nextFollowUpOn).toBe('2026-11-30')
  })

  it('a queued note shows first until the server copy (same id) arrives, then once', () => {
    const note = entry('lead-note', { leadId: LEAD, note: 'Prefers e-mail' })
    const before = leadWorkOf(lead(), [note])
    expect(before.timeline.map((e) => [e.id, e.pending, e.note])).toEqual([[note.id, true, 'Prefers e-mail']])
    const sent = { ...note, status: 'sent' as const }
    const server = {
      id: note.id,
      kind: 'note',
      actorName: 'Sarah Agent',
      fromValue: null,
      toValue: null,
      fromLabel: null,
      toLabel: null,
      note: 'Prefers e-mail',
      createdAt: '2026-11-27T12:00:00.000Z',
    }
    const after = leadWorkOf(lead({ activity: [server] }), [sent])
    expect(after.timeline.map((e) => [e.id, e.pending, e.actorName])).toEqual([[note.id, false, 'Sarah Agent']])
  })

  it('a refused change is kept as a problem, not applied', () => {
    const refused = {
      ...entry('lead-task', { leadId: LEAD, action: { kind: 'delete', taskId: T1 } }),
      status: 'rejected' as const,
    }
    const work = leadWorkOf(lead({ tasks: [syncedTask] }), [refused])
    expect(work.tasks.map((x) => x.id)).toEqual([T1])
    expect(work.problems).toEqual([
      { entryId: refused.id, kind: 'lead-task', message: 'The server refused this change' },
    ])
  })
})

describe('contact attempts from the quick actions', () => {
  it('a queued one shows first in the timeline, once, with its channel, until the server holds it', () => {
    const called = entry('lead-contact', { leadId: LEAD, channel: 'call' })
    const sentText = entry('lead-contact', { leadId: LEAD, channel: 'text' }, 'sent')
    const work = leadWorkOf(lead(), [called, sentText])
    expect(work.timeline.map((e) => [e.kind, e.toValue, e.pending])).toEqual([
      ['contact', 'text', false],
      ['contact', 'call', true],
    ])
    const held = leadWorkOf(
      lead({
        activity: [
          {
            id: called.id,
            kind: 'contact',
            actorName: 'Sarah Chen',
            fromValue: null,
            toValue: 'call',
            fromLabel: null,
            toLabel: null,
            note: null,
            createdAt: '2026-11-27T20:00:00.000Z',
          },
        ],
      }),
      [called],
    )
    expect(held.timeline.map((e) => [e.id, e.pending])).toEqual([[called.id, false]])
    expect(workEntriesByLead([called]).get(LEAD)).toEqual([called])
  })
})
