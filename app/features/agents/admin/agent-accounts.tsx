import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { TextRow } from '#app/components/form/form-rows.tsx'
import { DeleteConfirmation } from '#app/components/screen/delete-confirmation.tsx'
import { FormDialog } from '#app/components/screen/form-dialog.tsx'
import { CardList, RecordCard } from '#app/components/screen/record-card.tsx'
import { StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { serverMessage, useEditForm } from '#app/components/screen/use-edit-form.ts'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { PlusIcon } from '#app/components/ui/icons.tsx'
import { nativeSelect } from '#app/components/ui/native-select.ts'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  type AgentAccountRow,
  agentAccountsQueryOptions,
  createAgentAccountMutation,
  deleteAgentMutation,
  resetAgentPasswordMutation,
  setAgentAccountActiveMutation,
} from '#app/data/agent-accounts.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { AGENT_LEADS_UNASSIGNED, ADMIN_AGENT_MESSAGES as M } from '#shared/schemas/admin-agents.ts'
import { createAgentBodySchema, newPasswordSchema, PASSWORD_MIN_LENGTH } from '#shared/schemas/auth.ts'
import { css, cx } from '#styled-system/css'
import { AgentEditDialog } from './agent-edit-dialog'

const BLANK = { fullName: '', email: '', password: '' }

function CreateAgentDialog() {
  const [open, setOpen] = useState(false)
  const { form, setForm, field, errors, setErrors, check } = useEditForm(BLANK)
  const create = useMutation({
    ...createAgentAccountMutation(),
    onSuccess: () => {
      toaster.success({ title: M.created })
      setOpen(false)
      setForm(BLANK)
    },
    onError: (e) => {
      // A duplicate email is the server's own message; anything else is the catalogue's.
      const duplicate = e instanceof ApiError && e.status === 409
      toaster.error(duplicate ? { title: e.message } : { title: M.createFailed, description: serverMessage(e) })
      if (e instanceof ApiError) setErrors(duplicate ? { email: e.fields.email ?? e.message } : e.fields)
    },
  })
  const submit = () => {
    const input = check(createAgentBodySchema, form)
    if (input) create.mutate(input)
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <PlusIcon />
          Create agent
        </Button>
      }
      title="Create agent"
      description="The agent signs in with this email and password and gets a public page."
      submitLabel="Create agent"
      pending={create.isPending}
      pendingLabel="Creating…"
      errors={errors}
      onSubmit={submit}
    >
      <TextRow label="Full name" required maxLength={200} {...field('fullName')} />
      <TextRow label="Email" type="email" required maxLength={254} {...field('email')} />
      <TextRow
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...field('password')}
      />
    </FormDialog>
  )
}

function ResetPasswordDialog({ agent }: { agent: AgentAccountRow & { userId: string } }) {
  const [open, setOpen] = useState(false)
  const { form, setForm, field, errors, setErrors } = useEditForm({ password: '' })
  const reset = useMutation({
    ...resetAgentPasswordMutation(),
    onSuccess: () => {
      toaster.success({ title: 'Password reset', description: `${agent.name} has been signed out everywhere.` })
      setOpen(false)
      setForm({ password: '' })
    },
    onError: (e) => toaster.error({ title: 'Failed to reset password', description: serverMessage(e) }),
  })
  const submit = () => {
    const parsed = newPasswordSchema.safeParse(form.password)
    if (parsed.success) reset.mutate({ userId: agent.userId, password: parsed.data })
    else setErrors({ password: parsed.error.issues[0]?.message ?? 'Invalid password' })
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          Reset password
        </Button>
      }
      size="sm"
      title="Reset password"
      description={`A new password for ${agent.name}. Their current sessions end.`}
      submitLabel="Reset password"
      pending={reset.isPending}
      pendingLabel="Resetting…"
      errors={errors}
      onSubmit={submit}
    >
      <TextRow
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
        {...field('password')}
      />
    </FormDialog>
  )
}

function ActiveToggle({ agent }: { agent: AgentAccountRow & { userId: string } }) {
  const active = agent.accountActive !== false
  const toggle = useMutation({
    ...setAgentAccountActiveMutation(),
    onSuccess: () => toaster.success({ title: active ? 'Agent deactivated' : 'Agent activated' }),
    onError: (e) => toaster.error({ title: M.updateFailed, description: serverMessage(e) }),
  })
  const onClick = () => {
    if (
      active &&
      !window.confirm(`Deactivate ${agent.name}? They are signed out, cannot sign in and their page is hidden.`)
    )
      return
    toggle.mutate({ userId: agent.userId, active: !active })
  }
  return (
    <Button
      variant="outline"
      tone={active ? 'danger' : 'accent'}
      size="sm"
      onClick={onClick}
      loading={toggle.isPending}
    >
      {active ? 'Deactivate' : 'Activate'}
    </Button>
  )
}

function AgentCard({ agent, onDelete }: { agent: AgentAccountRow; onDelete(): void }) {
  const active = agent.accountActive !== false && agent.agentActive
  return (
    <RecordCard
      id={`agent-${agent.agentId}`}
      title={
        <a
          href={`/agents/${encodeURIComponent(agent.agentId)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={css({
            color: 'fg.heading',
            textDecoration: 'none',
            _hover: { textDecoration: 'underline' },
            _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
          })}
        >
          {agent.name}
          <span className={css({ srOnly: true })}> (public page, opens in a new tab)</span>
        </a>
      }
      badge={<Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>}
      subtitle={<p className={css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-all' })}>{agent.email}</p>}
      details={agent.profileSlug ? { Page: `/agent/${agent.profileSlug}` } : {}}
      actions={
        <>
          <AgentEditDialog agentId={agent.agentId} name={agent.name} />
          {agent.userId ? (
            <>
              <ResetPasswordDialog agent={{ ...agent, userId: agent.userId }} />
              <ActiveToggle agent={{ ...agent, userId: agent.userId }} />
            </>
          ) : (
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>No sign-in account linked.</span>
          )}
          <Button variant="outline" tone="danger" size="sm" onClick={onDelete}>
            Delete<span className={css({ srOnly: true })}> {agent.name}</span>
          </Button>
        </>
      }
    />
  )
}

/** The admin Agents tab: every agent as a card, plus create, edit, reset password, (de)activate and delete. */
export function AgentAccounts() {
  const agents = useQuery(agentAccountsQueryOptions())
  const [deleting, setDeleting] = useState<AgentAccountRow | null>(null)
  /** Where the deleted agent's leads go: asked in the confirmation, unassigned unless chosen. */
  const [leadsTo, setLeadsTo] = useState<string>(AGENT_LEADS_UNASSIGNED)
  return (
    <StaffScreen id="tab-agents" title="Agents" actions={<CreateAgentDialog />}>
      <QueryStates
        query={agents}
        loading="Loading agents…"
        error={M.fetchFailed}
        empty="No agents yet. Create the first one."
      >
        {(rows) => (
          <CardList label="Agents">
            {rows.map((a) => (
              <AgentCard
                key={a.agentId}
                agent={a}
                onDelete={() => {
                  setLeadsTo(AGENT_LEADS_UNASSIGNED)
                  setDeleting(a)
                }}
              />
            ))}
          </CardList>
        )}
      </QueryStates>
      {deleting ? (
        // What happens to the agent's leads and posts: docs/decisions/080.
        <DeleteConfirmation
          title="Delete agent?"
          description={
            <>
              {`${M.confirmDelete} ${deleting.name}'s page is removed at once.`}
              <span className={css({ display: 'grid', gap: '1', mt: '3' })}>
                <label htmlFor="agent-leads-to" className={css({ fontWeight: 'medium', color: 'fg.default' })}>
                  Move their leads to
                </label>
                <select
                  id="agent-leads-to"
                  className={cx(nativeSelect, css({ maxW: 'full' }))}
                  value={leadsTo}
                  onChange={(e) => setLeadsTo(e.target.value)}
                >
                  <option value={AGENT_LEADS_UNASSIGNED}>Unassigned</option>
                  {(agents.data ?? [])
                    .filter((a) => a.agentId !== deleting.agentId && a.agentActive)
                    .map((a) => (
                      <option key={a.agentId} value={a.agentId}>
                        {a.name}
                      </option>
                    ))}
                </select>
              </span>
            </>
          }
          mutation={deleteAgentMutation()}
          variables={{ agentId: deleting.agentId, leadsTo }}
          deleted={M.deleted}
          failed={M.deleteFailed}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </StaffScreen>
  )
}
