/**
 * 'All Rates': filter (province, status — active only by default), the table (Type, Term,
 * Posted Rate, Our Rate, Province, Source, Status, Actions) with inline edit of the posted and
 * our rate, click-to-toggle status and delete with confirmation, and pagination. Every change
 * carries the row's version; a stale one (409) shows the current values.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { SelectRow } from '#app/components/form/form-rows.tsx'
import { type Column, DataCell, DataTable } from '#app/components/screen/data-table.tsx'
import { DeleteConfirmation } from '#app/components/screen/delete-confirmation.tsx'
import { Pager } from '#app/components/screen/pager.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  type AdminRatesFilter,
  adminRatesQueryOptions,
  patchRateMutation,
  RateConflictError,
  removeRateMutation,
} from '#app/data/rates-admin.ts'
import { PROVINCES } from '#shared/constants/rates.ts'
import { ADMIN_PAGE_SIZES, type AdminRate, ratePercentSchema } from '#shared/schemas/rates.ts'
import { css } from '#styled-system/css'
import { DELETE_CONFIRM, formatAdminRate, formatDateTime, RATES_MESSAGES, sourceLabel } from './messages'

const STATUS_OPTIONS: { value: AdminRatesFilter['status']; label: string }[] = [
  { value: 'active', label: 'Active only' },
  { value: 'inactive', label: 'Inactive only' },
  { value: 'all', label: 'All' },
]

/** The table's columns; each row draws its own cells (a row is edited in place). */
const RATE_COLUMNS = [
  { key: 'type', header: 'Type' },
  { key: 'term', header: 'Term', nowrap: true },
  { key: 'posted', header: 'Posted Rate', numeric: true },
  { key: 'ours', header: 'Our Rate', numeric: true },
  { key: 'province', header: 'Province' },
  { key: 'source', header: 'Source' },
  { key: 'status', header: 'Status' },
  { key: 'actions', header: 'Actions' },
] as const satisfies readonly Column<AdminRate>[]
const col = Object.fromEntries(RATE_COLUMNS.map((c) => [c.key, c])) as Record<
  (typeof RATE_COLUMNS)[number]['key'],
  Column<AdminRate>
>

export function AllRatesTable({
  filter,
  onFilterChange,
}: {
  filter: AdminRatesFilter
  onFilterChange: (f: AdminRatesFilter) => void
}) {
  const query = useQuery(adminRatesQueryOptions(filter))
  const set = (patch: Partial<AdminRatesFilter>) => onFilterChange({ ...filter, page: 1, ...patch })
  const total = query.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / filter.pageSize))

  return (
    <div className={css({ display: 'grid', gap: '4', pt: '4' })}>
      <div
        className={css({
          display: 'grid',
          gap: '3',
          alignItems: 'end',
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 14rem)) 1fr' },
        })}
      >
        <SelectRow
          name="province"
          label="Province"
          value={filter.province}
          options={[{ value: '', label: 'All provinces' }, ...PROVINCES.map((p) => ({ value: p.code, label: p.name }))]}
          onChange={(province) => set({ province })}
        />
        <SelectRow
          name="status"
          label="Status"
          value={filter.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status })}
        />
        <SelectRow
          name="pageSize"
          label="Per page"
          value={filter.pageSize}
          options={ADMIN_PAGE_SIZES.map((n) => ({ value: n, label: String(n) }))}
          onChange={(pageSize) => set({ pageSize })}
        />
        <p className={css({ fontSize: 'sm', color: 'fg.muted', justifySelf: 'end' })} aria-live="polite">
          {query.data ? `${total.toLocaleString('en-CA')} rate${total === 1 ? '' : 's'}` : ''}
          {query.isFetching && query.data ? ' · updating…' : ''}
        </p>
      </div>

      <QueryStates
        query={query}
        loading="Loading rates…"
        error={RATES_MESSAGES.fetchFailed}
        empty="No rates match these filters."
        isEmpty={(data) => data.rates.length === 0}
      >
        {(data) => (
          <DataTable
            label="Mortgage rates"
            caption="Mortgage rates, newest first"
            rows={data.rates}
            rowKey={(rate) => rate.id}
            columns={RATE_COLUMNS}
            renderRow={(rate) => <RateRow rate={rate} />}
          />
        )}
      </QueryStates>

      {total > filter.pageSize && (
        <Pager page={filter.page} pages={pages} onPage={(page) => onFilterChange({ ...filter, page })} />
      )}
    </div>
  )
}

const conflictNote = 'Someone else changed this rate; the latest values are shown.'
/** A failed change's toast description: the conflict explained, else nothing more. */
const conflictOf = (e: unknown) => (e instanceof RateConflictError ? conflictNote : undefined)

/** A rate being edited in its row (0 to 25 %, three decimals at most), submitted with the row's form. */
function RateInput(props: { form: string; label: string; value: string; onChange(value: string): void }) {
  return (
    <Input
      form={props.form}
      type="number"
      step="0.001"
      min="0"
      max="25"
      required
      inputMode="decimal"
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      className={css({ w: '24', textAlign: 'right' })}
    />
  )
}

function describe(rate: AdminRate) {
  return `${rate.province} ${rate.term} ${rate.rateType} ${rate.mortgageType}`
}

function RateRow({ rate }: { rate: AdminRate }) {
  const [editing, setEditing] = useState(false)
  const [posted, setPosted] = useState('')
  const [ours, setOurs] = useState('')
  const [error, setError] = useState<string | null>(null)

  // Each change refreshes the rates when it settles (data/rates-admin.ts): a conflict shows the latest values.
  const save = useMutation({
    ...patchRateMutation(),
    onSuccess: () => {
      toaster.success({ title: RATES_MESSAGES.updated })
      setEditing(false)
    },
    onError: (e) => {
      toaster.error({
        title: RATES_MESSAGES.updateFailed,
        description: conflictOf(e),
      })
      if (e instanceof RateConflictError) setEditing(false)
    },
  })
  const toggle = useMutation({
    ...patchRateMutation(),
    onError: (e) =>
      toaster.error({
        title: RATES_MESSAGES.statusFailed,
        description: conflictOf(e),
      }),
  })
  const [confirming, setConfirming] = useState(false)

  const startEdit = () => {
    setPosted(String(rate.postedRate))
    setOurs(String(rate.ourRate))
    setError(null)
    setEditing(true)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const p = ratePercentSchema.safeParse(Number(posted))
    const o = ratePercentSchema.safeParse(Number(ours))
    if (posted.trim() === '' || ours.trim() === '' || !p.success || !o.success) {
      setError(
        posted.trim() === '' || ours.trim() === ''
          ? 'Enter both rates'
          : (p.error?.issues[0]?.message ?? o.error?.issues[0]?.message ?? 'Check the rates'),
      )
      return
    }
    save.mutate({ id: rate.id, change: { version: rate.version, postedRate: p.data, ourRate: o.data } })
  }
  const formId = `rate-edit-${rate.id}`
  const busy = save.isPending || toggle.isPending

  return (
    <tr data-rate-id={rate.id}>
      <DataCell column={col.type} className={css({ textTransform: 'capitalize' })}>
        {rate.rateType}
      </DataCell>
      <DataCell column={col.term}>
        {rate.term}
        <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{rate.mortgageType}</span>
      </DataCell>
      <DataCell column={col.posted}>
        {editing ? (
          <RateInput form={formId} label={`Posted rate for ${describe(rate)}`} value={posted} onChange={setPosted} />
        ) : (
          `${formatAdminRate(rate.postedRate)}%`
        )}
      </DataCell>
      <DataCell column={col.ours} className={css({ fontWeight: 'semibold' })}>
        {editing ? (
          <RateInput form={formId} label={`Our rate for ${describe(rate)}`} value={ours} onChange={setOurs} />
        ) : (
          `${formatAdminRate(rate.ourRate)}%`
        )}
      </DataCell>
      <DataCell column={col.province}>{rate.province}</DataCell>
      <DataCell column={col.source} className={css({ maxW: '56' })}>
        <span className={css({ display: 'block', truncate: true })} title={rate.sourceUrl}>
          {sourceLabel(rate.sourceUrl)}
        </span>
        <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' })}>
          {formatDateTime(rate.scrapedAt)}
        </span>
      </DataCell>
      <DataCell column={col.status}>
        <button
          type="button"
          onClick={() => toggle.mutate({ id: rate.id, change: { version: rate.version, isActive: !rate.isActive } })}
          disabled={busy}
          aria-label={`Status of ${describe(rate)}: ${rate.isActive ? 'Active' : 'Inactive'}. Activate or deactivate`}
          aria-pressed={rate.isActive}
          className={css({
            cursor: 'pointer',
            bg: 'transparent',
            borderWidth: '0',
            p: '0',
            minH: '11',
            display: 'inline-flex',
            alignItems: 'center',
            _focusVisible: {
              outline: '2px solid',
              outlineColor: 'border.focus',
              outlineOffset: '0.5',
              borderRadius: 'sm',
            },
            _disabled: { cursor: 'progress' },
          })}
        >
          <Badge tone={rate.isActive ? 'success' : 'neutral'}>
            {toggle.isPending ? '…' : rate.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </button>
      </DataCell>
      <DataCell column={col.actions}>
        {editing ? (
          <form
            id={formId}
            onSubmit={submit}
            className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}
          >
            <Button type="submit" size="sm" loading={save.isPending}>
              Save
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              tone="neutral"
              onClick={() => setEditing(false)}
              disabled={save.isPending}
            >
              Cancel
            </Button>
            {error && (
              <span role="alert" className={css({ color: 'danger.fg', fontSize: 'xs', w: 'full' })}>
                {error}
              </span>
            )}
          </form>
        ) : (
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button
              size="sm"
              variant="outline"
              onClick={startEdit}
              disabled={busy}
              aria-label={`Edit ${describe(rate)}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              tone="danger"
              disabled={busy}
              aria-label={`Delete ${describe(rate)}`}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          </div>
        )}
        {confirming ? (
          <DeleteConfirmation
            title="Delete rate?"
            description={DELETE_CONFIRM}
            mutation={removeRateMutation()}
            variables={{ id: rate.id, version: rate.version }}
            deleted={RATES_MESSAGES.deleted}
            failed={RATES_MESSAGES.deleteFailed}
            onClose={() => setConfirming(false)}
            describeError={conflictOf}
          />
        ) : null}
      </DataCell>
    </tr>
  )
}
