/**
 * The lead's Details section: everything the visitor gave, by section, in words (the rows of
 * shared/leads/lead-details.ts, the same the CSV export carries). Shown in the admin's lead
 * drawer and in the agent's lead view; a lead with nothing more than its contact shows none.
 */
import { useId, useMemo } from 'react'
import { type LeadDetailInput, leadDetailRows, leadDetailSections } from '#shared/leads/lead-details.ts'
import { css } from '#styled-system/css'

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
  columnGap: '4',
  rowGap: { base: '0.5', sm: '1.5' },
  fontSize: 'sm',
  '& dt': { color: 'fg.muted' },
  '& dd': { overflowWrap: 'anywhere', whiteSpace: 'pre-line', mb: { base: '2', sm: '0' } },
})

/** `heading`: the section's title ('Details' for the lead itself); null inside a titled block. */
export function LeadDetails({ lead, heading = 'Details' }: { lead: LeadDetailInput; heading?: string | null }) {
  const id = useId()
  const sections = useMemo(() => leadDetailSections(leadDetailRows(lead)), [lead])
  if (sections.length === 0) return null
  return (
    <section
      aria-labelledby={heading === null ? undefined : id}
      data-testid="lead-details"
      className={css({ display: 'grid', gap: '3' })}
    >
      {heading !== null && (
        <h3 id={id} className={css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.heading' })}>
          {heading}
        </h3>
      )}
      {sections.map((s) => (
        <div key={s.section} className={css({ display: 'grid', gap: '1.5' })}>
          <h4 className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' })}>{s.section}</h4>
          <dl className={list}>
            {s.rows.map((r) => (
              <div key={r.key} className={css({ display: 'contents' })}>
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  )
}
