import { describe, expect, it } from 'vitest'
import type { StaffInbox, StaffNotification } from '#shared/schemas/staff-notifications.ts'
import { applyReads } from './staff-inbox'

const note = (id: string, createdAt: string, readAt: string | null = null): StaffNotification => ({
  id,
  kind: 'new-lead',
  leadId: `lead-${id}`,
  title: `New lead: ${id}`,
  body: 'Quote',
  url: `/agent-dashboard/leads?lead=lead-${id}`,
  createdAt,
  readAt,
})

const inbox: StaffInbox = {
  notifications: [
    note('c', '2026-11-27T20:10:00.000Z'),
    note('b', '2026-11-27T20:05:00.000Z'),
    note('a', '2026-11-27T20:00:00.000Z', '2026-11-27T20:01:00.000Z'),
  ],
  // One more unread than listed: older than the newest fifty.
  unread: 3,
}
const AT = '2026-11-27T21:00:00.000Z'

describe('reads not yet on the server, applied to the inbox shown', () => {
  it('an opened item reads as read and lowers the count once', () => {
    const after = applyReads(inbox, [{ ids: ['b'] }, { ids: ['b'] }], AT)
    expect(after.unread).toBe(2)
    expect(after.notifications.map((n) => n.readAt)).toEqual([null, AT, '2026-11-27T20:01:00.000Z'])
  })

  it("'Mark all read' up to what was shown leaves what came after unread", () => {
    const after = applyReads(inbox, [{ all: true, until: '2026-11-27T20:05:00.000Z' }], AT)
    expect(after.notifications.map((n) => n.readAt === null)).toEqual([true, false, false])
    expect(after.unread).toBe(2)
    expect(applyReads(inbox, [{ all: true }], AT).unread).toBe(1)
  })

  it('nothing queued: the inbox as it came', () => {
    expect(applyReads(inbox, [], AT)).toEqual(inbox)
  })
})
