import { describe, expect, it } from 'vitest'
import { describeStatus, type QueueStatus } from './status-model'

const NOW = Date.UTC(2026, 4, 1, 12, 0, 0)
const base: QueueStatus = { online: true, pending: 0, sending: 0, rejected: 0, lastSyncAt: null }

describe('describeStatus', () => {
  it('stays out of the way when online with nothing queued', () => {
    expect(describeStatus(base, NOW).kind).toBe('hidden')
  })

  it('says offline', () => {
    const view = describeStatus({ ...base, online: false }, NOW)
    expect(view).toMatchObject({ kind: 'offline', label: 'Offline' })
    expect(view.announcement).toMatch(/offline/i)
  })

  it('counts waiting entries offline, saying they are kept on the device', () => {
    const view = describeStatus({ ...base, online: false, pending: 2 }, NOW)
    expect(view).toMatchObject({ kind: 'waiting', label: 'Offline · 2 waiting to send' })
  })

  it('keeps a stuck entry visible while online, with the last successful sync', () => {
    const view = describeStatus({ ...base, pending: 1, lastSyncAt: NOW - 3 * 60 * 60_000 }, NOW)
    expect(view).toMatchObject({
      kind: 'waiting',
      label: '1 submission waiting to send',
      detail: 'Last sent 3 hours ago',
    })
    expect(describeStatus({ ...base, pending: 1 }, NOW).detail).toBe('Nothing sent yet')
  })

  it('shows sending, counting what is still queued', () => {
    expect(describeStatus({ ...base, pending: 1, sending: 2 }, NOW).label).toBe('Sending 3 submissions…')
  })

  it('shows "All sent" with the sync time only right after the queue drained', () => {
    const view = describeStatus({ ...base, lastSyncAt: NOW - 5_000 }, NOW, true)
    expect(view).toMatchObject({ kind: 'sent', label: 'All sent', detail: 'Last sent less than a minute ago' })
    expect(describeStatus({ ...base, lastSyncAt: NOW - 5_000 }, NOW, false).kind).toBe('hidden')
  })

  it('puts refused entries first, even offline or while others send', () => {
    expect(describeStatus({ ...base, online: false, pending: 2, rejected: 1 }, NOW)).toMatchObject({
      kind: 'attention',
      tone: 'danger',
      label: '1 submission needs attention',
      detail: '2 others waiting to send',
    })
    expect(describeStatus({ ...base, rejected: 3 }, NOW).label).toBe('3 submissions need attention')
  })
})
