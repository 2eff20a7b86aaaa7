import { type HTMLAttributes, type ReactNode, useId, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { PlusIcon } from '#app/components/ui/icons.tsx'
import { type QueryLike, QueryStates } from '#app/components/ui/screen-states.tsx'
import { heading, surface } from '#app/components/ui/styles.ts'
import { css, cx } from '#styled-system/css'

/** A heading with its actions beside it; on a narrow screen the actions wrap under it. */
const headerRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
})
const actionsRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '2' })

/** A tab's h2 (the row keeps its distance to the content) or a panel's h3, and the line under each. */
const LEVELS = {
  tab: {
    Heading: 'h2',
    title: heading.tab,
    lead: css({ color: 'fg.muted', mt: '1' }),
    row: cx(headerRow, css({ mb: '4' })),
  },
  panel: { Heading: 'h3', title: heading.panel, lead: css({ fontSize: 'sm', color: 'fg.muted' }), row: headerRow },
} as const

/** A section's heading and its `lead`, with the section's actions beside them. */
function HeadingRow({
  level,
  id,
  title,
  lead,
  actions,
}: {
  level: keyof typeof LEVELS
  id: string
  title: ReactNode
  lead: ReactNode
  actions: ReactNode
}) {
  const { Heading, ...look } = LEVELS[level]
  return (
    <div className={look.row}>
      <div>
        <Heading id={id} className={look.title}>
          {title}
        </Heading>
        {lead ? <p className={look.lead}>{lead}</p> : null}
      </div>
      {actions ? <div className={actionsRow}>{actions}</div> : null}
    </div>
  )
}

/**
 * A tab of the admin panel or the agent dashboard: a section named by its h2 (`id`), the heading
 * (and its `lead`) with the tab's actions beside it (they wrap under it on a phone), then the
 * tab's content.
 */
export function StaffScreen({
  id,
  title,
  lead,
  actions,
  className,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  id: string
  title: ReactNode
  /** A line under the heading: what the tab shows. */
  lead?: ReactNode
  actions?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} {...props} className={cx(css({ minW: '0' }), className)}>
      <HeadingRow level="tab" id={id} title={title} lead={lead} actions={actions} />
      {children}
    </section>
  )
}

/** The primary "Add …" button of a list screen. */
export function AddButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <PlusIcon />
      {children}
    </Button>
  )
}

/** Edit and Delete for one row or card, each naming its row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?(): void; onDelete(): void }) {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {onEdit ? (
        <Button variant="outline" size="sm" onClick={onEdit}>
          Edit<span className={css({ srOnly: true })}> {name}</span>
        </Button>
      ) : null}
      <Button variant="outline" tone="danger" size="sm" onClick={onDelete}>
        Delete<span className={css({ srOnly: true })}> {name}</span>
      </Button>
    </div>
  )
}

/** What a list screen has open over it: nothing, the add dialog, or a row's edit dialog or delete confirmation. */
export type CrudOpen<T> = { kind: 'add' } | { kind: 'edit'; row: T } | { kind: 'delete'; row: T } | null

/** The open dialog of an add / edit / delete list, and the actions that open and close them. */
export function useCrud<T>() {
  const [open, setOpen] = useState<CrudOpen<T>>(null)
  return {
    open,
    /** The row being edited, or null while adding; undefined when no editor is open. */
    editing: open?.kind === 'edit' ? open.row : open?.kind === 'add' ? null : undefined,
    deleting: open?.kind === 'delete' ? open.row : undefined,
    add: () => setOpen({ kind: 'add' }),
    edit: (row: T) => setOpen({ kind: 'edit', row }),
    remove: (row: T) => setOpen({ kind: 'delete', row }),
    close: () => setOpen(null),
  }
}

/** The look of a staff panel: a bordered surface for one part of a tab. */
export const panelClass = cx(
  surface.tile,
  css({ display: 'grid', gap: '3', alignContent: 'start', minW: '0', p: { base: '4', md: '5' }, borderStyle: 'solid' }),
)

/** One part of a tab on its panel, named by its h3 (`title`), with its actions (`actions`) beside the title. */
export function Panel({
  title,
  lead,
  actions,
  className,
  children,
}: {
  title: ReactNode
  lead?: ReactNode
  actions?: ReactNode
  className?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={cx(panelClass, className)}>
      <HeadingRow level="panel" id={id} title={title} lead={lead} actions={actions} />
      {children}
    </section>
  )
}

const LIST_GAP = { '2': css({ display: 'grid', gap: '2' }), '3': css({ display: 'grid', gap: '3' }) }

/**
 * A part of a tab that lists records, named by its h3 (`title`): the heading, then the records
 * (`children(row)`, each an `<li>`, in a list named like the section) or the list's loading,
 * error or empty state (`texts`).
 */
export function ListSection<T>({
  title,
  query,
  texts,
  gap,
  children,
}: {
  title: string
  query: QueryLike<T[]>
  /** While it loads, when it fails, when it is empty. */
  texts: { loading: string; fetchFailed: string; empty: ReactNode }
  gap: keyof typeof LIST_GAP
  children(row: T): ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={css({ display: 'grid', gap: '3' })}>
      <h3 id={id} className={css({ fontWeight: 'semibold', color: 'fg.heading' })}>
        {title}
      </h3>
      <QueryStates query={query} loading={texts.loading} error={texts.fetchFailed} empty={texts.empty}>
        {(rows) => (
          <ul aria-label={title} className={LIST_GAP[gap]}>
            {rows.map((row) => children(row))}
          </ul>
        )}
      </QueryStates>
    </section>
  )
}
