import { Portal } from '@ark-ui/react/portal'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import type * as z from 'zod/mini'
import { CountedTextField } from '#app/components/form/counted-text-field.tsx'
import { LinkField } from '#app/components/form/link-field.tsx'
import { percentOf, UploadPicker } from '#app/components/form/upload-picker.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { Tabs } from '#app/components/ui/tabs.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  type AdminAgentSave,
  adminAgentQueryOptions,
  clearAdminAgentImageMutation,
  saveAdminAgentMutation,
  uploadAdminAgentImageMutation,
} from '#app/data/agent-accounts.ts'
import { ApiError } from '#app/lib/api-client.ts'
import {
  type AdminAgentDetail,
  type AdminAgentImageSlot,
  adminAgentBasicSchema,
  adminAgentLinksSchema,
  adminAgentSocialSchema,
  ADMIN_AGENT_MESSAGES as M,
} from '#shared/schemas/admin-agents.ts'
import {
  agentSeoSchema,
  normaliseProfileSlug,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from '#shared/schemas/agent-dashboard.ts'
import { toFieldErrors } from '#shared/schemas/errors.ts'
import { css } from '#styled-system/css'

/** '' means none: the wire's spelling of an empty optional field is null. */
const orNull = (v: string) => (v.trim() === '' ? null : v.trim())
const formGrid = css({ display: 'grid', gap: '4' })

/**
 * One tab's form: values from the saved agent (reset when they change, compared by content),
 * the shared schema's check before sending, the server's 400/409 `fields` on their field, focus
 * on the first field in error, and the spec's toasts (001 §8 "Agents").
 */
function useTabForm<F extends Record<string, string>>(agentId: string, saved: F) {
  const [form, setForm] = useState<F>(saved)
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({})
  const ref = useRef<HTMLFormElement>(null)
  const savedKey = JSON.stringify(saved)
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content: a refetch with the same values keeps what is being typed
  useEffect(() => setForm(saved), [savedKey])
  useEffect(() => {
    if (Object.keys(errors).some((k) => errors[k]))
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])
  const save = useMutation({
    ...saveAdminAgentMutation(agentId),
    onSuccess: () => {
      setErrors({})
      toaster.success({ title: M.updated })
    },
    onError: (e) => {
      toaster.error({ title: M.updateFailed, description: e instanceof ApiError ? e.message : undefined })
      if (e instanceof ApiError) setErrors(e.fields as Partial<Record<keyof F, string>>)
    },
  })
  const set = (key: keyof F) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e))
  }
  /** Checks `body` with the shared schema, then sends it. */
  const submit = (schema: z.ZodMiniType, toSave: AdminAgentSave) => (e: FormEvent) => {
    e.preventDefault()
    const result = schema.safeParse(toSave.body)
    if (!result.success) {
      setErrors(toFieldErrors(result.error) as Partial<Record<keyof F, string>>)
      return
    }
    save.mutate(toSave)
  }
  return { form, set, errors, submit, ref, pending: save.isPending }
}

function SaveButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div>
      <Button type="submit" loading={pending} loadingText="Saving...">
        {children}
      </Button>
    </div>
  )
}

function BasicInfo({ agent }: { agent: AdminAgentDetail }) {
  const { form, set, errors, submit, ref, pending } = useTabForm(agent.id, {
    name: agent.name,
    phone: agent.phone ?? '',
    title: agent.title ?? '',
    bio: agent.bio ?? '',
    calendlyLink: agent.calendlyLink ?? '',
    profileSlug: agent.profileSlug ?? '',
  })
  const body = {
    name: form.name,
    phone: orNull(form.phone),
    title: orNull(form.title),
    bio: orNull(form.bio),
    calendlyLink: orNull(form.calendlyLink),
    profileSlug: form.profileSlug,
  }
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <form
        ref={ref}
        noValidate
        aria-label="Basic Info"
        className={formGrid}
        onSubmit={submit(adminAgentBasicSchema, { tab: 'basic', body })}
      >
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>
            Full Name
            <Field.RequiredIndicator />
          </Field.Label>
          <Field.Input
            name="name"
            autoComplete="off"
            value={form.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            maxLength={100}
          />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Email</Field.Label>
          <Field.Input name="email" value={agent.email} readOnly />
          <Field.HelperText>The sign-in email; it is not changed here.</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={!!errors.phone}>
          <Field.Label>Phone Number</Field.Label>
          <Field.Input
            name="phone"
            type="tel"
            inputMode="tel"
            value={form.phone}
            onChange={(e) => set('phone')(e.currentTarget.value)}
            maxLength={25}
          />
          <Field.ErrorText>{errors.phone}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.title}>
          <Field.Label>Custom Title</Field.Label>
          <Field.Input
            name="title"
            value={form.title}
            onChange={(e) => set('title')(e.currentTarget.value)}
            maxLength={80}
            placeholder="Your Trusted Mortgage Broker"
          />
          <Field.ErrorText>{errors.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.profileSlug} required>
          <Field.Label>
            Profile URL
            <Field.RequiredIndicator />
          </Field.Label>
          <Field.Input
            name="profileSlug"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={form.profileSlug}
            onChange={(e) => set('profileSlug')(normaliseProfileSlug(e.currentTarget.value))}
            maxLength={60}
          />
          <Field.HelperText>/agent/{form.profileSlug || '…'}: lowercase letters and digits only.</Field.HelperText>
          <Field.ErrorText>{errors.profileSlug}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.bio}>
          <Field.Label>Bio</Field.Label>
          <Field.Textarea
            name="bio"
            value={form.bio}
            onChange={(e) => set('bio')(e.currentTarget.value)}
            maxLength={2000}
            rows={5}
          />
          <Field.HelperText>{form.bio.length}/2000</Field.HelperText>
          <Field.ErrorText>{errors.bio}</Field.ErrorText>
        </Field.Root>
        <LinkField
          name="calendlyLink"
          label="Calendly Link"
          value={form.calendlyLink}
          onChange={set('calendlyLink')}
          error={errors.calendlyLink}
          placeholder="https://calendly.com/name"
        />
        <SaveButton pending={pending}>Save Basic Info</SaveButton>
      </form>
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
        <AgentImage agent={agent} slot="headshot" label="Headshot" current={agent.headshotUrl} />
        <AgentImage agent={agent} slot="banner" label="Banner" current={agent.bannerImageUrl} />
      </div>
    </div>
  )
}

/** Headshot or banner: preview, the file picker with progress, and remove. Checked again by the server (type from the bytes, 5 MB). */
function AgentImage({
  agent,
  slot,
  label,
  current,
}: {
  agent: AdminAgentDetail
  slot: AdminAgentImageSlot
  label: string
  current: string | null
}) {
  const [progress, setProgress] = useState<number | null>(null)
  const upload = useMutation({
    ...uploadAdminAgentImageMutation(agent.id),
    onSuccess: () => toaster.success({ title: M.updated }),
    onError: (e) =>
      toaster.error({ title: M.uploadFailed, description: e instanceof ApiError ? e.message : undefined }),
    onSettled: (data, error, vars, result, context) => {
      setProgress(null)
      return uploadAdminAgentImageMutation(agent.id).onSettled?.(data, error, vars, result, context)
    },
  })
  const clear = useMutation({
    ...clearAdminAgentImageMutation(agent.id),
    onSuccess: () => toaster.success({ title: M.updated }),
    onError: (e) =>
      toaster.error({ title: M.profileFailed, description: e instanceof ApiError ? e.message : undefined }),
  })
  const wide = slot === 'banner'
  return (
    <div className={css({ display: 'grid', gap: '2', alignContent: 'start' })}>
      <span className={css({ fontWeight: 'medium', color: 'fg.heading' })}>{label}</span>
      <div
        className={css({
          bg: 'bg.subtle',
          borderRadius: 'md',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'fg.muted',
          fontSize: 'sm',
          w: 'full',
          maxW: wide ? 'full' : '32',
          aspectRatio: wide ? '3 / 1' : '1 / 1',
        })}
      >
        {current ? (
          <img
            src={current}
            alt={`${agent.name}'s ${label.toLowerCase()}`}
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        ) : (
          'No image yet'
        )}
      </div>
      <UploadPicker
        label={current ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        hint="JPEG, PNG or WebP, up to 5 MB."
        accept="image/jpeg,image/png,image/webp"
        progress={progress}
        progressLabel={`Uploading ${label.toLowerCase()}`}
        disabled={clear.isPending}
        onFile={(file) => {
          setProgress(0)
          upload.mutate({ slot, file, onProgress: (p) => setProgress(percentOf(p)) })
        }}
      />
      {current ? (
        <Button
          variant="outline"
          size="sm"
          className={css({ justifySelf: 'start' })}
          loading={clear.isPending}
          loadingText="Removing..."
          disabled={upload.isPending}
          onClick={() => clear.mutate(slot)}
        >
          {`Remove ${label.toLowerCase()}`}
        </Button>
      ) : null}
    </div>
  )
}

function SocialLinks({ agent }: { agent: AdminAgentDetail }) {
  const s = agent.social
  const { form, set, errors, submit, ref, pending } = useTabForm(agent.id, {
    facebook: s.facebook ?? '',
    youtube: s.youtube ?? '',
    instagram: s.instagram ?? '',
    linkedin: s.linkedin ?? '',
    website: s.website ?? '',
  })
  const body = {
    facebook: orNull(form.facebook),
    youtube: orNull(form.youtube),
    instagram: orNull(form.instagram),
    linkedin: orNull(form.linkedin),
    website: orNull(form.website),
  }
  return (
    <form
      ref={ref}
      noValidate
      aria-label="Social Links"
      className={formGrid}
      onSubmit={submit(adminAgentSocialSchema, { tab: 'social', body })}
    >
      <p className={css({ color: 'fg.muted' })}>
        Icons on the agent's public page. Leave a field empty to hide its icon.
      </p>
      <LinkField
        name="facebook"
        label="Facebook"
        value={form.facebook}
        onChange={set('facebook')}
        error={errors.facebook}
      />
      <LinkField name="youtube" label="YouTube" value={form.youtube} onChange={set('youtube')} error={errors.youtube} />
      <LinkField
        name="instagram"
        label="Instagram"
        value={form.instagram}
        onChange={set('instagram')}
        error={errors.instagram}
      />
      <LinkField
        name="linkedin"
        label="LinkedIn"
        value={form.linkedin}
        onChange={set('linkedin')}
        error={errors.linkedin}
      />
      <LinkField name="website" label="Website" value={form.website} onChange={set('website')} error={errors.website} />
      <SaveButton pending={pending}>Save Social Links</SaveButton>
    </form>
  )
}

function AppLinks({ agent }: { agent: AdminAgentDetail }) {
  const l = agent.links
  const { form, set, errors, submit, ref, pending } = useTabForm(agent.id, {
    apply: l.apply ?? '',
    newsletter: l.newsletter ?? '',
    contactForm: l.contactForm ?? '',
    rateQuote: l.rateQuote ?? '',
    scheduler: l.scheduler ?? '',
  })
  const body = {
    apply: orNull(form.apply),
    newsletter: orNull(form.newsletter),
    contactForm: orNull(form.contactForm),
    rateQuote: orNull(form.rateQuote),
    scheduler: orNull(form.scheduler),
  }
  return (
    <form
      ref={ref}
      noValidate
      aria-label="App Links"
      className={formGrid}
      onSubmit={submit(adminAgentLinksSchema, { tab: 'links', body })}
    >
      <p className={css({ color: 'fg.muted' })}>
        Where the buttons on the agent's page lead. Empty: this site's own forms.
      </p>
      <LinkField name="apply" label="Apply Link" value={form.apply} onChange={set('apply')} error={errors.apply} />
      <LinkField
        name="newsletter"
        label="Newsletter Link"
        value={form.newsletter}
        onChange={set('newsletter')}
        error={errors.newsletter}
      />
      <LinkField
        name="contactForm"
        label="Contact Form Link"
        value={form.contactForm}
        onChange={set('contactForm')}
        error={errors.contactForm}
      />
      <LinkField
        name="rateQuote"
        label="Rate Quote Link"
        value={form.rateQuote}
        onChange={set('rateQuote')}
        error={errors.rateQuote}
      />
      <LinkField
        name="scheduler"
        label="Scheduler Link"
        value={form.scheduler}
        onChange={set('scheduler')}
        error={errors.scheduler}
      />
      <SaveButton pending={pending}>Save App Links</SaveButton>
    </form>
  )
}

function Seo({ agent }: { agent: AdminAgentDetail }) {
  const s = agent.seo
  const { form, set, errors, submit, ref, pending } = useTabForm(agent.id, {
    metaTitle: s.metaTitle ?? '',
    metaDescription: s.metaDescription ?? '',
    metaKeywords: s.metaKeywords ?? '',
    ogImage: s.ogImage ?? '',
  })
  const body = {
    metaTitle: orNull(form.metaTitle),
    metaDescription: orNull(form.metaDescription),
    metaKeywords: orNull(form.metaKeywords),
    ogImage: orNull(form.ogImage),
  }
  return (
    <form
      ref={ref}
      noValidate
      aria-label="SEO"
      className={formGrid}
      onSubmit={submit(agentSeoSchema, { tab: 'seo', body })}
    >
      <CountedTextField
        name="metaTitle"
        label="Meta Title"
        value={form.metaTitle}
        max={SEO_TITLE_MAX}
        onChange={set('metaTitle')}
        error={errors.metaTitle}
        hint="Empty: the agent's name and title."
      />
      <CountedTextField
        name="metaDescription"
        label="Meta Description"
        value={form.metaDescription}
        max={SEO_DESCRIPTION_MAX}
        multiline
        onChange={set('metaDescription')}
        error={errors.metaDescription}
        hint="Empty: the start of the bio."
      />
      <Field.Root invalid={Boolean(errors.metaKeywords)}>
        <Field.Label>Meta Keywords</Field.Label>
        <Field.Input
          name="metaKeywords"
          value={form.metaKeywords}
          onChange={(e) => set('metaKeywords')(e.currentTarget.value)}
          maxLength={255}
        />
        <Field.HelperText>Separated by commas.</Field.HelperText>
        <Field.ErrorText>{errors.metaKeywords}</Field.ErrorText>
      </Field.Root>
      <LinkField
        name="ogImage"
        label="Share Image"
        value={form.ogImage}
        onChange={set('ogImage')}
        error={errors.ogImage}
        hint="The picture of link previews. Empty: the headshot."
      />
      <SaveButton pending={pending}>Save SEO Settings</SaveButton>
    </form>
  )
}

function EditBody({ agentId }: { agentId: string }) {
  const agent = useQuery(adminAgentQueryOptions(agentId))
  if (agent.isPending)
    return (
      <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
        <Spinner label="Loading agent" />
      </div>
    )
  if (agent.isError)
    return (
      <div
        role="alert"
        className={css({ color: 'danger.fg', display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
      >
        {M.fetchFailed}
        <Button variant="outline" size="sm" onClick={() => void agent.refetch()}>
          Try again
        </Button>
      </div>
    )
  const a = agent.data
  return (
    <Tabs.Root defaultValue="basic" lazyMount>
      <Tabs.List aria-label="Agent details">
        <Tabs.Trigger value="basic">Basic Info</Tabs.Trigger>
        <Tabs.Trigger value="social">Social Links</Tabs.Trigger>
        <Tabs.Trigger value="links">App Links</Tabs.Trigger>
        <Tabs.Trigger value="seo">SEO</Tabs.Trigger>
        <Tabs.Indicator />
      </Tabs.List>
      <Tabs.Content value="basic">
        <BasicInfo agent={a} />
      </Tabs.Content>
      <Tabs.Content value="social">
        <SocialLinks agent={a} />
      </Tabs.Content>
      <Tabs.Content value="links">
        <AppLinks agent={a} />
      </Tabs.Content>
      <Tabs.Content value="seo">
        <Seo agent={a} />
      </Tabs.Content>
    </Tabs.Root>
  )
}

/** The admin's edit dialog of one agent (spec 001 §2): tabs Basic Info, Social Links, App Links, SEO; headshot and banner. */
export function AgentEditDialog({ agentId, name }: { agentId: string; name: string }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} size="lg">
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`Edit ${name}`}>
          Edit
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Edit agent</Dialog.Title>
            <Dialog.Description>{name}: each tab saves on its own.</Dialog.Description>
            <Dialog.Body>{open ? <EditBody agentId={agentId} /> : null}</Dialog.Body>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
