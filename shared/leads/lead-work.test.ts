import { describe, expect, it } from 'vitest'
import { torontoDay } from '#shared/time/toronto-time.ts'
import { leadTaskRequestSchema, nextDueDay, sortTasks, taskDue } from './lead-work'

const task = (dueOn: string, doneAt: string | null = null, dueTime: string | null = null, id = dueOn) => ({
  id,
  dueOn,
  dueTime,
  doneAt,
})

describe('taskDue (Toronto days)', () => {
  it('a task due Nov 27 is due today until midnight in Toronto, overdue after', () => {
    // 23:59 in Toronto on Nov 27 is 04:59 UTC on Nov 28.
    const lateEvening = torontoDay(new Date('2026-11-28T04:59:00Z'))
    expect(lateEvening).toBe('2026-11-27')
    expect(taskDue(task('2026-11-27'), lateEvening)).toBe('today')
    const justAfterMidnight = torontoDay(new Date('2026-11-28T05:01:00Z'))
    expect(justAfterMidnight).toBe('2026-11-28')
    expect(taskDue(task('2026-11-27'), justAfterMidnight)).toBe('overdue')
    expect(taskDue(task('2026-11-29'), justAfterMidnight)).toBeNull()
  })

  it('a done task is neither due nor overdue', () => {
    expect(taskDue(task('2026-11-01', '2026-11-02T10:00:00Z'), '2026-11-27')).toBeNull()
  })
})

describe('nextDueDay and sortTasks', () => {
  it('the next follow-up is the earliest open task; none when all are done', () => {
    expect(nextDueDay([task('2026-12-10'), task('2026-12-02'), task('2026-11-01', '2026-11-02T00:00:00Z')])).toBe(
      '2026-12-02',
    )
    expect(nextDueDay([task('2026-11-01', '2026-11-02T00:00:00Z')])).toBeNull()
  })

  it('open tasks by day then time (a task without a time last that day), done ones after, latest done first', () => {
    const sorted = sortTasks([
      task('2026-12-02', '2026-11-20T00:00:00Z', null, 'done-early'),
      task('2026-12-02', null, null, 'no-time'),
      task('2026-12-02', null, '09:00', 'nine'),
      task('2026-12-01', null, null, 'first'),
      task('2026-12-09', '2026-11-25T00:00:00Z', null, 'done-late'),
    ])
    expect(sorted.map((t) => t.id)).toEqual(['first', 'nine', 'no-time', 'done-late', 'done-early'])
  })
})

describe('leadTaskRequestSchema', () => {
  it('trims the title and keeps the day and time', () => {
    const parsed = leadTaskRequestSchema.parse({
      id: '019b76da-a800-7fff-8fff-000000000001',
      action: {
        kind: 'add',
        taskId: '019b76da-a800-7fff-8fff-000000000002',
        title: '  Call  ',
        dueOn: '2026-12-01',
        dueTime: '09:30',
      },
    })
    expect(parsed.action).toMatchObject({ title: 'Call', dueOn: '2026-12-01', dueTime: '09:30' })
  })

  it('refuses a day that does not exist and a time past 23:59', () => {
    const base = { kind: 'add', taskId: '019b76da-a800-7fff-8fff-000000000002', title: 'Call', dueTime: null }
    const id = '019b76da-a800-7fff-8fff-000000000001'
    expect(leadTaskRequestSchema.safeParse({ id, action: { ...base, dueOn: '2026-02-29' } }).success).toBe(false)
    expect(
      leadTaskRequestSchema.safeParse({ id, action: { ...base, dueOn: '2026-12-01', dueTime: '24:00' } }).success,
    ).toBe(false)
  })
})
