/**
 * 'All Rates': filter (province, status — active only by default), the table (Type, Term,
 * Posted Rate, Our Rate, Province, Source, Status, Actions) with inline edit of the posted and
 * our rate, click-to-toggle status and delete with confirmation, and pagination. Every change
 * carries the row's version; a stale one (409) shows the current values.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { nativeSelect } from '#app/components/ui/native-select.ts'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  type AdminRatesFilter,
  adminRatesQueryOptions,
  patchRateMutation,
  RateConflictError,
  removeRateMutation,
} from '#app/data/rates-admin.ts'
import { PROVINCES, type ProvinceCode } from '#shared/constants/rates.ts'
import { ADMIN_PAGE_SIZES, type AdminRate, ratePercentSchema } from '#shared/schemas/rates.ts'
import { css, cx } from '#styled-system/css'
import { DELETE_CONFIRM, formatAdminRate, formatDateTime, RATES_MESSAGES, sourceLabel } from './messages'

const th = css({
  textAlign: 'left',
  px: '3',
  py: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  whiteSpace: 'nowrap',
})
const td = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.subtle', verticalAlign: 'middle' })
const num = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

export function AllRatesTable({
  filter,
  onFilterChange,
}: {
  filter: AdminRatesFilter
  onFilterChange: (f: AdminRatesFilter) => void
}) {
  const query = useQuery(adminRatesQueryOptions(filter))
  const provinceId = useId()
  const statusId = useId()
  const sizeId = useId()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new failure (errorUpdatedAt) toasts again, not only the first
  useEffect(() => {
    if (query.isError) toaster.error({ title: RATES_MESSAGES.fetchFailed })
  }, [query.isError, query.errorUpdatedAt])
  const set = (patch: Partial<AdminRatesFilter>) => onFilterChange({ ...filter, page: 1, ...patch })
  const total = query.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / filter.pageSize))

  return (
    <div className={css({ display: 'grid', gap: '4', pt: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' })}>
        <div className={css({ display: 'grid', gap: '1' })}>
          <label htmlFor={provinceId} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            Province
          </label>
          <select
            id={provinceId}
            className={nativeSelect}
            value={filter.province}
            onChange={(e) => set({ province: e.target.value as ProvinceCode | '' })}
          >
            <option value="">All provinces</option>
            {PROVINCES.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className={css({ display: 'grid', gap: '1' })}>
          <label htmlFor={statusId} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            Status
          </label>
          <select
            id={statusId}
            className={nativeSelect}
            value={filter.status}
            onChange={(e) => set({ status: e.target.value as AdminRatesFilter['status'] })}
          >
            <option value="active">Active only</option>
            <option value="inactive">Inactive only</option>
            <option value="all">All</option>
          </select>
        </div>
        <div className={css({ display: 'grid', gap: '1' })}>
          <label htmlFor={sizeId} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            Per page
          </label>
          <select
            id={sizeId}
            className={nativeSelect}
            value={filter.pageSize}
            onChange={(e) => set({ pageSize: Number(e.target.value) })}
          >
            {ADMIN_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', ml: 'auto' })} aria-live="polite">
          {query.data ? `${total.toLocaleString('en-CA')} rate${total === 1 ? '' : 's'}` : ''}
          {query.isFetching && query.data ? ' · updating…' : ''}
        </p>
      </div>

      {query.isPending ? (
        <div className={css({ py: '10', display: 'flex', justifyContent: 'center' })}>
          <Spinner label="Loading rates" />
        </div>
      ) : query.data && query.data.rates.length > 0 ? (
        <div
          className={css({
            overflowX: 'auto',
            bg: 'bg.default',
            borderWidth: '1px',
            borderColor: 'border.subtle',
            borderRadius: 'lg',
          })}
        >
          <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
            <caption className={css({ srOnly: true })}>Mortgage rates, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Type
                </th>
                <th scope="col" className={th}>
                  Term
                </th>
                <th scope="col" className={cx(th, num)}>
                  Posted Rate
                </th>
                <th scope="col" className={cx(th, num)}>
                  Our Rate
                </th>
                <th scope="col" className={th}>
                  Province
                </th>
                <th scope="col" className={th}>
                  Source
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.rates.map((rate) => (
                <RateRow key={rate.id} rate={rate} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })}>
          {query.isError ? RATES_MESSAGES.fetchFailed : 'No rates match these filters.'}
        </p>
      )}

      {total > filter.pageSize && (
        <nav
          aria-label="Pages"
          className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}
        >
          <Button
            variant="outline"
            size="sm"
            disabled={filter.page <= 1}
            onClick={() => onFilterChange({ ...filter, page: filter.page - 1 })}
          >
            Previous
          </Button>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            Page {filter.page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={filter.page >= pages}
            onClick={() => onFilterChange({ ...filter, page: filter.page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
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
  const conflictNote = 'Someone else changed this rate; the latest values are shown.'

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
        description: e instanceof RateConflictError ? conflictNote : undefined,
      })
      if (e instanceof RateConflictError) setEditing(false)
    },
  })
  const toggle = useMutation({
    ...patchRateMutation(),
    onError: (e) =>
      toaster.error({
        title: RATES_MESSAGES.statusFailed,
        description: e instanceof RateConflictError ? conflictNote : undefined,
      }),
  })
  const remove = useMutation({
    ...removeRateMutation(),
    onSuccess: () => toaster.success({ title: RATES_MESSAGES.deleted }),
    onError: (e) =>
      toaster.error({
        title: RATES_MESSAGES.deleteFailed,
        description: e instanceof RateConflictError ? conflictNote : undefined,
      }),
  })

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
  const busy = save.isPending || toggle.isPending || remove.isPending

  return (
    <tr data-rate-id={rate.id}>
      <td className={cx(td, css({ textTransform: 'capitalize' }))}>{rate.rateType}</td>
      <td className={cx(td, css({ whiteSpace: 'nowrap' }))}>
        {rate.term}
        <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{rate.mortgageType}</span>
      </td>
      <td className={cx(td, num)}>
        {editing ? (
          <Input
            form={formId}
            type="number"
            step="0.001"
            min="0"
            max="25"
            required
            inputMode="decimal"
            aria-label={`Posted rate for ${describe(rate)}`}
            value={posted}
            onChange={(e) => setPosted(e.currentTarget.value)}
            className={css({ w: '24', textAlign: 'right' })}
          />
        ) : (
          `${formatAdminRate(rate.postedRate)}%`
        )}
      </td>
      <td className={cx(td, num, css({ fontWeight: 'semibold' }))}>
        {editing ? (
          <Input
            form={formId}
            type="number"
            step="0.001"
            min="0"
            max="25"
            required
            inputMode="decimal"
            aria-label={`Our rate for ${describe(rate)}`}
            value={ours}
            onChange={(e) => setOurs(e.currentTarget.value)}
            className={css({ w: '24', textAlign: 'right' })}
          />
        ) : (
          `${formatAdminRate(rate.ourRate)}%`
        )}
      </td>
      <td className={td}>{rate.province}</td>
      <td className={cx(td, css({ maxW: '56' }))}>
        <span className={css({ display: 'block', truncate: true })} title={rate.sourceUrl}>
          {sourceLabel(rate.sourceUrl)}
        </span>
        <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' })}>
          {formatDateTime(rate.scrapedAt)}
        </span>
      </td>
      <td className={td}>
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
      </td>
      <td className={td}>
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
              onClick={() => {
                if (window.confirm(DELETE_CONFIRM)) remove.mutate({ id: rate.id, version: rate.version })
              }}
            >
              Delete
            </Button>
          </div>
        )}
      </td>
    </tr>
  )
}
