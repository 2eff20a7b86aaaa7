import { describe, expect, it } from 'vitest'
import { TASK_DAY_STARTS_AT, taskDueCause, taskFallenDue } from './task-due-notifications'

// 2026-11-27 14:30 in Toronto (EST, UTC−5).
const NOW = new Date('2026-11-27T19:30:00Z')

describe('a task falling due', () => {
  it('at its time that day, Toronto; without a time, when the day starts at work', () => {
    expect(taskFallenDue({ dueOn: '2026-11-27', dueTime: '14:30' }, NOW)).toBe(true)
    expect(taskFallenDue({ dueOn: '2026-11-27', dueTime: '14:35' }, NOW)).toBe(false)
    expect(taskFallenDue({ dueOn: '2026-11-27', dueTime: null }, NOW)).toBe(true)
    expect(taskFallenDue({ dueOn: '2026-11-27', dueTime: null }, new Date('2026-11-27T12:59:00Z'))).toBe(false)
    expect(taskFallenDue({ dueOn: '2026-11-28', dueTime: '00:00' }, NOW)).toBe(false)
    expect(TASK_DAY_STARTS_AT).toBe('08:00')
  })

  it('once per task and moment: moved to another moment, it tells again', () => {
    const task = { id: 't1', dueOn: '2026-11-27', dueTime: null }
    expect(taskDueCause(task)).toBe('task-due:t1:2026-11-27T08:00')
    expect(taskDueCause({ ...task, dueTime: '16:00' })).not.toBe(taskDueCause(task))
  })
})
