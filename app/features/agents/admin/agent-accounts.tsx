import { Portal } from '@ark-ui/react/portal'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { PlusIcon } from '#app/components/ui/icons.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
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
import { ADMIN_AGENT_MESSAGES as M } from '#shared/schemas/admin-agents.ts'
import { createAgentBodySchema, newPasswordSchema, PASSWORD_MIN_LENGTH } from '#shared/schemas/auth.ts'
import { toFieldErrors } from '#shared/schemas/errors.ts'
import { css } from '#styled-system/css'
import { AgentEditDialog } from './agent-edit-dialog'

type CreateForm = { fullName: string; email: string; password: string }
type FieldErrors = Partial<Record<keyof CreateForm, string>>

/** The shared contract's problems, one message per field. */
function fieldErrors(form: CreateForm): FieldErrors {
  const parsed = createAgentBodySchema.safeParse(form)
  return parsed.success ? {} : (toFieldErrors(parsed.error) as FieldErrors)
}

function CreateAgentDialog() {
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState<CreateForm>({ fullName: '', email: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const create = useMutation({
    ...createAgentAccountMutation(),
    onSuccess: () => {
      toaster.success({ title: M.created })
      setOpen(false)
      setForm({ fullName: '', email: '', password: '' })
    },
    onError: (e) => {
      // A duplicate email is the server's clear message; anything else is the spec's.
      if (e instanceof ApiError && e.status === 409) {
        toaster.error({ title: e.message })
        setErrors({ email: e.fields.email ?? e.message })
      } else if (e instanceof ApiError && e.detail?.fields) {
        toaster.error({ title: M.createFailed, description: e.message })
        setErrors(e.fields as FieldErrors)
      } else {
        toaster.error({ title: M.createFailed })
      }
    },
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const errs = fieldErrors(form)
    setErrors(errs)
    if (Object.keys(errs).length === 0) create.mutate(form)
  }
  const set = (key: keyof CreateForm) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value
    setForm((f) => ({ ...f, [key]: value }))
  }

  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)}>
      <Dialog.Trigger asChild>
        <Button>
          <PlusIcon />
          Create agent
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Create agent</Dialog.Title>
            <Dialog.Description>
              The agent signs in with this email and password and gets a public page.
            </Dialog.Description>
            <form onSubmit={submit} noValidate>
              <Dialog.Body className={css({ display: 'grid', gap: '4' })}>
                <Field.Root required invalid={!!errors.fullName}>
                  <Field.Label>Full name</Field.Label>
                  <Field.Input autoComplete="off" value={form.fullName} onChange={set('fullName')} maxLength={200} />
                  <Field.ErrorText>{errors.fullName}</Field.ErrorText>
                </Field.Root>
                <Field.Root required invalid={!!errors.email}>
                  <Field.Label>Email</Field.Label>
                  <Field.Input
                    type="email"
                    autoComplete="off"
                    value={form.email}
                    onChange={set('email')}
                    maxLength={254}
                  />
                  <Field.ErrorText>{errors.email}</Field.ErrorText>
                </Field.Root>
                <Field.Root required invalid={!!errors.password}>
                  <Field.Label>Password</Field.Label>
                  <Field.Input
                    type="password"
                    autoComplete="new-password"
                    value={form.password}
                    onChange={set('password')}
                    maxLength={128}
                  />
                  <Field.HelperText>At least {PASSWORD_MIN_LENGTH} characters.</Field.HelperText>
                  <Field.ErrorText>{errors.password}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.CloseTrigger>
                <Button type="submit" loading={create.isPending} loadingText="Creating...">
                  Create agent
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function ResetPasswordDialog({ agent }: { agent: AgentAccountRow & { userId: string } }) {
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const reset = useMutation({
    ...resetAgentPasswordMutation(),
    onSuccess: () => {
      toaster.success({ title: 'Password reset', description: `${agent.name} has been signed out everywhere.` })
      setOpen(false)
      setPassword('')
    },
    onError: (e) =>
      toaster.error({ title: 'Failed to reset password', description: e instanceof ApiError ? e.message : undefined }),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = newPasswordSchema.safeParse(password)
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid password'))
    if (parsed.success) reset.mutate({ userId: agent.userId, password })
  }
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} size="sm">
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          Reset password
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Reset password</Dialog.Title>
            <Dialog.Description>A new password for {agent.name}. Their current sessions end.</Dialog.Description>
            <form onSubmit={submit} noValidate>
              <Dialog.Body>
                <Field.Root required invalid={!!error}>
                  <Field.Label>New password</Field.Label>
                  <Field.Input
                    type="password"
                    autoComplete="new-password"
                    value={password}
                    onChange={(e) => setPassword(e.currentTarget.value)}
                    maxLength={128}
                  />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.CloseTrigger>
                <Button type="submit" loading={reset.isPending}>
                  Reset password
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function ActiveToggle({ agent }: { agent: AgentAccountRow & { userId: string } }) {
  const active = agent.accountActive !== false
  const toggle = useMutation({
    ...setAgentAccountActiveMutation(),
    onSuccess: () => toaster.success({ title: active ? 'Agent deactivated' : 'Agent activated' }),
    onError: (e) =>
      toaster.error({ title: M.updateFailed, description: e instanceof ApiError ? e.message : undefined }),
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

/** Delete after the browser's confirmation (spec 001 §5); what happens to leads and posts: docs/decisions/080. */
function DeleteAgentButton({ agent }: { agent: AgentAccountRow }) {
  const remove = useMutation({
    ...deleteAgentMutation(),
    onSuccess: () => toaster.success({ title: M.deleted }),
    onError: (e) =>
      toaster.error({ title: M.deleteFailed, description: e instanceof ApiError ? e.message : undefined }),
  })
  const onClick = () => {
    if (!window.confirm(M.confirmDelete)) return
    remove.mutate(agent.agentId)
  }
  return (
    <Button
      variant="outline"
      tone="danger"
      size="sm"
      onClick={onClick}
      loading={remove.isPending}
      loadingText="Deleting..."
      aria-label={`Delete ${agent.name}`}
    >
      Delete
    </Button>
  )
}

function AgentCard({ agent }: { agent: AgentAccountRow }) {
  const active = agent.accountActive !== false && agent.agentActive
  return (
    <Card.Root asChild>
      <li>
        <Card.Header>
          <Card.Title>
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
          </Card.Title>
          <Card.Description className={css({ wordBreak: 'break-all' })}>{agent.email}</Card.Description>
        </Card.Header>
        <Card.Body className={css({ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: '2', pb: '4' })}>
          <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>
          {agent.profileSlug && (
            <span className={css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-all' })}>
              /agent/{agent.profileSlug}
            </span>
          )}
        </Card.Body>
        <Card.Footer className={css({ justifyContent: 'flex-start', gap: '2', flexWrap: 'wrap' })}>
          <AgentEditDialog agentId={agent.agentId} name={agent.name} />
          {agent.userId ? (
            <>
              <ResetPasswordDialog agent={{ ...agent, userId: agent.userId }} />
              <ActiveToggle agent={{ ...agent, userId: agent.userId }} />
            </>
          ) : (
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>No sign-in account linked.</span>
          )}
          <DeleteAgentButton agent={agent} />
        </Card.Footer>
      </li>
    </Card.Root>
  )
}

/** The admin Agents tab: every agent as a card, plus create / reset / (de)activate. */
export function AgentAccounts() {
  const agents = useQuery(agentAccountsQueryOptions())
  return (
    <section aria-labelledby="tab-agents">
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
          mb: '4',
        })}
      >
        <h2 id="tab-agents" className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.heading' })}>
          Agents
        </h2>
        <CreateAgentDialog />
      </div>
      {agents.isPending ? (
        <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
          <Spinner label="Loading agents" />
        </div>
      ) : agents.isError ? (
        <div
          role="alert"
          className={css({ color: 'danger.fg', display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
        >
          {M.fetchFailed}
          <Button variant="outline" size="sm" onClick={() => void agents.refetch()}>
            Try again
          </Button>
        </div>
      ) : agents.data.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>No agents yet. Create the first one.</p>
      ) : (
        <ul
          aria-label="Agents"
          className={css({
            listStyle: 'none',
            display: 'grid',
            gap: '4',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
          })}
        >
          {agents.data.map((a) => (
            <AgentCard key={a.agentId} agent={a} />
          ))}
        </ul>
      )}
    </section>
  )
}
