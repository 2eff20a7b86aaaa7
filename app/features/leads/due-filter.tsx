import { SelectRow } from '#app/components/form/form-rows.tsx'
import { css } from '#styled-system/css'
import type { LeadDueFilter } from './lead-list'
import { LEAD_WORK_TEXTS as T } from './lead-work-texts'

const OPTIONS: readonly { value: '' | LeadDueFilter; label: string }[] = [
  { value: '', label: T.dueAny },
  { value: 'overdue', label: T.overdue },
  { value: 'today', label: T.dueToday },
]

/** The agent's Overdue / Due today filter (the next follow-up, Toronto days), kept in the URL. */
export function DueFilter({
  value,
  onChange,
}: {
  value: LeadDueFilter | undefined
  onChange: (due: LeadDueFilter | undefined) => void
}) {
  return (
    <SelectRow
      name="due"
      label={T.dueFilter}
      value={value ?? ''}
      options={OPTIONS}
      onChange={(v) => onChange(v === '' ? undefined : v)}
      className={css({ flex: '[0 1 10rem]' })}
    />
  )
}
