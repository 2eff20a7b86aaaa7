/**
 * The super admin's compliance tabs (Complaints): every case of a kind, newest first, with its
 * status and due dates (late ones flagged); opening one shows what the person wrote, lets the
 * admin change its status, keep the written response with it and add a note, and lists its
 * history (who, when, what), which nobody can edit.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { SelectRow, TextAreaRow } from '#app/components/form/form-rows.tsx'
import { DataTable } from '#app/components/screen/data-table.tsx'
import { FormDialog } from '#app/components/screen/form-dialog.tsx'
import { StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { serverMessage, useSaveForm } from '#app/components/screen/use-edit-form.ts'
import { Badge, type BadgeProps } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  caseDetailQueryOptions,
  caseListQueryOptions,
  downloadPersonExport,
  updateCaseMutation,
} from '#app/data/compliance-admin.ts'
import { downloadConsentHistory } from '#app/data/consent.ts'
import { CASE_TEXTS, type CaseEvent, type ComplianceCase, caseUpdateRequestSchema } from '#shared/compliance/cases.ts'
import { caseOverdue } from '#shared/compliance/due-dates.ts'
import {
  CASE_STATUS_LABELS,
  CASE_TEXT,
  type CaseStatus,
  type ComplianceKind,
  caseStatusesFor,
  PRIVACY_REQUEST_TYPE_LABELS,
  type PrivacyRequestType,
} from '#shared/constants/compliance.ts'
import { longDateOfDay } from '#shared/time/long-date.ts'
import { type Day, torontoDateTime, torontoDay } from '#shared/time/toronto-time.ts'
import { css } from '#styled-system/css'

const TONE: Record<CaseStatus, NonNullable<BadgeProps['tone']>> = {
  received: 'info',
  acknowledged: 'warning',
  resolved: 'success',
  referred: 'neutral',
}
const statusLabel = (s: string | null) => (s ? (CASE_STATUS_LABELS[s as CaseStatus] ?? s) : '')
const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const late = css({ color: 'danger.fg', fontWeight: 'semibold', fontSize: 'sm' })

type CaseTabTexts = { title: string; lead: string; noun: string; tableLabel: string }

/** Each compliance tab's texts: its title and lead, what one case is called, the table's name. */
const TAB_TEXTS: Record<ComplianceKind, CaseTabTexts> = {
  complaint: tabTexts(CASE_TEXTS.complaintsTitle, CASE_TEXTS.complaintsLead, 'Complaint', 'Complaints'),
  'privacy-request': tabTexts(CASE_TEXTS.privacyTitle, CASE_TEXTS.privacyLead, 'Privacy request', 'Privacy requests'),
  'accessibility-feedback': tabTexts(
    CASE_TEXTS.accessibilityTitle,
    CASE_TEXTS.accessibilityLead,
    'Feedback',
    'Accessibility feedback',
  ),
}
function tabTexts(title: string, lead: string, noun: string, tableLabel: string): CaseTabTexts {
  return { title, lead, noun, tableLabel }
}

const EXPORT_FAILED = 'Could not export the information'

/** Downloads what is held about an address; busy while it runs, a toast when it fails. */
function useExport(download: (email: string) => Promise<void>) {
  const [busy, setBusy] = useState(false)
  const run = async (email: string) => {
    setBusy(true)
    try {
      await download(email)
    } catch (e) {
      toaster.error({ title: EXPORT_FAILED, description: serverMessage(e) })
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}

/** The export for any address (a request made by letter or phone has no case here yet). */
function ExportByEmail() {
  const id = useId()
  const [email, setEmail] = useState('')
  const { busy, run } = useExport(downloadPersonExport)
  const consents = useExport(downloadConsentHistory)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (email.trim()) void run(email.trim())
  }
  return (
    <form
      onSubmit={submit}
      aria-label="Export by e-mail address"
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end' })}
    >
      <Field.Root>
        <Field.Label htmlFor={id}>E-mail address</Field.Label>
        <Field.Input
          id={id}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
      </Field.Root>
      <Button type="submit" variant="outline" loading={busy} loadingText="Exporting…">
        Export everything we hold
      </Button>
      <Button
        type="button"
        variant="outline"
        loading={consents.busy}
        loadingText="Exporting…"
        onClick={() => email.trim() && void consents.run(email.trim())}
      >
        Consent history (CSV)
      </Button>
    </form>
  )
}

function DueDates({ c, today }: { c: ComplianceCase; today: Day }) {
  const overdue = caseOverdue(c, today)
  return (
    <span className={css({ display: 'grid', gap: '0.5' })}>
      {c.acknowledgeBy ? (
        <span className={overdue.acknowledge ? late : muted}>
          Acknowledge by {longDateOfDay(c.acknowledgeBy)}
          {overdue.acknowledge ? ' (late)' : ''}
        </span>
      ) : null}
      <span className={overdue.resolve ? late : muted}>
        Answer by {longDateOfDay(c.resolveBy)}
        {overdue.resolve ? ' (late)' : ''}
      </span>
    </span>
  )
}

function describe(e: CaseEvent): string {
  switch (e.action) {
    case 'received':
      return 'Received from the form'
    case 'status':
      return `Status: ${statusLabel(e.fromStatus)} → ${statusLabel(e.toStatus)}`
    case 'response':
      return e.detail ? 'Written response saved' : 'Written response cleared'
    case 'note':
      return 'Note'
    default:
      return e.action
  }
}

function History({ id }: { id: string }) {
  const detail = useQuery(caseDetailQueryOptions(id))
  return (
    <section aria-label="History" className={css({ display: 'grid', gap: '2', mt: '2' })}>
      <h3 className={css({ fontWeight: 'semibold' })}>History</h3>
      <QueryStates query={detail} loading={CASE_TEXTS.loading} error={CASE_TEXTS.fetchFailed}>
        {(d) => (
          <ol className={css({ display: 'grid', gap: '2' })}>
            {d.history.map((e) => (
              <li key={e.id} className={css({ borderLeftWidth: '2px', borderColor: 'border.subtle', pl: '3' })}>
                <span className={css({ display: 'block', fontWeight: 'medium' })}>{describe(e)}</span>
                <span className={muted}>
                  {torontoDateTime(new Date(e.at))} · {e.actorName ?? d.case.name}
                </span>
                {e.detail ? (
                  <span className={css({ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
                    {e.detail}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
    </section>
  )
}

function CaseDialog({ row, noun, onClose }: { row: ComplianceCase; noun: string; onClose(): void }) {
  const queryClient = useQueryClient()
  const { form, field, errors, check, save, setForm } = useSaveForm(
    { status: row.status as CaseStatus, response: row.response ?? '', note: '' },
    updateCaseMutation(queryClient),
    { saved: CASE_TEXTS.saved, failed: CASE_TEXTS.saveFailed },
    { follow: true, onSaved: () => setForm((f) => ({ ...f, note: '' })) },
  )
  const submit = () => {
    const change = check(caseUpdateRequestSchema, { ...form, baseVersion: row.version })
    if (change) save.mutate({ id: row.id, change })
  }
  const facts: [string, string][] = [
    ['Received', torontoDateTime(new Date(row.receivedAt))],
    ['E-mail', row.email],
    ['Phone', row.phone ?? 'Not given'],
    ...(row.kind === 'complaint'
      ? ([['Agent', row.agentName ?? 'Not about one agent']] as [string, string][])
      : row.kind === 'accessibility-feedback'
        ? []
        : ([
            ['Asking for', PRIVACY_REQUEST_TYPE_LABELS[row.requestType as PrivacyRequestType] ?? row.requestType ?? ''],
          ] as [string, string][])),
  ]
  const exporter = useExport(downloadPersonExport)
  return (
    <FormDialog
      onOpenChange={(open) => open || onClose()}
      title={`${noun} from ${row.name}`}
      description={<DueDates c={row} today={torontoDay(new Date())} />}
      size="lg"
      submitLabel="Save Changes"
      pending={save.isPending}
      errors={errors}
      onSubmit={submit}
    >
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          rowGap: '1',
          columnGap: '3',
          fontSize: 'sm',
        })}
      >
        {facts.map(([k, v]) => (
          <div key={k} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'fg.muted' })}>{k}</dt>
            <dd className={css({ overflowWrap: 'anywhere' })}>{v}</dd>
          </div>
        ))}
      </dl>
      <figure className={css({ display: 'grid', gap: '1' })}>
        <figcaption className={css({ fontWeight: 'semibold' })}>What they wrote</figcaption>
        <blockquote
          className={css({
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            bg: 'bg.subtle',
            p: '3',
            borderRadius: 'md',
          })}
        >
          {row.details}
        </blockquote>
      </figure>
      {row.kind === 'privacy-request' ? (
        <div>
          <Button
            type="button"
            variant="outline"
            loading={exporter.busy}
            loadingText="Exporting…"
            onClick={() => void exporter.run(row.email)}
          >
            Export everything we hold<span className={css({ srOnly: true })}> about this person</span>
          </Button>
          <p className={muted}>A JSON file of every record found by {row.email}, to send with the answer.</p>
        </div>
      ) : null}
      <SelectRow
        label="Status"
        options={caseStatusesFor(row.kind as ComplianceKind).map((s) => ({ value: s, label: CASE_STATUS_LABELS[s] }))}
        {...field('status')}
      />
      <TextAreaRow
        label="Written response"
        hint="The answer sent to the person, kept with the record."
        rows={6}
        maxLength={CASE_TEXT.response.max}
        {...field('response')}
      />
      <TextAreaRow label="Add a note to the history" rows={2} maxLength={CASE_TEXT.note.max} {...field('note')} />
      <History id={row.id} />
    </FormDialog>
  )
}

/** One compliance tab: the cases of `kind`. */
export function CasesAdminPage({ kind }: { kind: ComplianceKind }) {
  const texts = TAB_TEXTS[kind]
  const list = useQuery(caseListQueryOptions(kind))
  const [openId, setOpenId] = useState<string | null>(null)
  const today = torontoDay(new Date())
  const open = list.data?.find((c) => c.id === openId) ?? null
  return (
    <StaffScreen
      id={`tab-${kind}`}
      title={texts.title}
      lead={texts.lead}
      actions={kind === 'privacy-request' ? <ExportByEmail /> : undefined}
    >
      <QueryStates query={list} loading={CASE_TEXTS.loading} error={CASE_TEXTS.fetchFailed} empty={CASE_TEXTS.empty}>
        {(rows) => (
          <DataTable<ComplianceCase>
            label={texts.tableLabel}
            rows={rows}
            rowKey={(c) => c.id}
            columns={[
              {
                key: 'who',
                header: 'From',
                rowHeader: true,
                cell: (c) => (
                  <span className={css({ display: 'grid', gap: '0.5', fontWeight: 'normal' })}>
                    <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{c.name}</span>
                    <span className={css({ overflowWrap: 'anywhere' })}>{c.email}</span>
                    <span className={muted}>Received {torontoDateTime(new Date(c.receivedAt))}</span>
                  </span>
                ),
              },
              {
                key: 'status',
                header: 'Status',
                cell: (c) => (
                  <span className={css({ display: 'grid', gap: '1', justifyItems: 'start' })}>
                    <Badge tone={TONE[c.status as CaseStatus] ?? 'neutral'}>{statusLabel(c.status)}</Badge>
                    <DueDates c={c} today={today} />
                  </span>
                ),
              },
              {
                key: 'open',
                header: <span className={css({ srOnly: true })}>Actions</span>,
                cell: (c) => (
                  <Button size="sm" variant="outline" onClick={() => setOpenId(c.id)}>
                    Open<span className={css({ srOnly: true })}> {`${texts.noun.toLowerCase()} from ${c.name}`}</span>
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryStates>
      {open ? <CaseDialog key={open.id} row={open} noun={texts.noun} onClose={() => setOpenId(null)} /> : null}
    </StaffScreen>
  )
}

export const ComplaintsAdminPage = () => <CasesAdminPage kind="complaint" />
export const PrivacyRequestsAdminPage = () => <CasesAdminPage kind="privacy-request" />
export const AccessibilityFeedbackAdminPage = () => <CasesAdminPage kind="accessibility-feedback" />
