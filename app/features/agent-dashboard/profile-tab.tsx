import { useMutation, useQuery } from '@tanstack/react-query'
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  clearMyImageMutation,
  type ImageSlot,
  myAgentProfileQueryOptions,
  updateMyProfileMutation,
  uploadMyImageMutation,
} from '#app/data/agent-dashboard.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { AGENT_DASHBOARD_MESSAGES as M, type MyAgentProfile } from '#shared/schemas/agent-dashboard.ts'
import { css } from '#styled-system/css'

type Form = { name: string; phone: string; bio: string; calendlyLink: string; title: string }
type Errors = Partial<Record<keyof Form, string>>

const fromProfile = (p: MyAgentProfile): Form => ({
  name: p.name,
  phone: p.phone ?? '',
  bio: p.bio ?? '',
  calendlyLink: p.calendlyLink ?? '',
  title: p.title ?? '',
})

const orNull = (v: string) => (v.trim() === '' ? null : v.trim())

/** The signed-in agent's profile (data/agent-dashboard.ts), with the loading and error states every tab shares. */
export function useMyProfile() {
  return useQuery(myAgentProfileQueryOptions())
}

export function TabLoading({ label }: { label: string }) {
  return (
    <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
      <Spinner label={label} />
    </div>
  )
}

export function TabError({ message, retry }: { message: string; retry(): void }) {
  return (
    <div
      role="alert"
      className={css({ color: 'danger.fg', display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
    >
      {message}
      <Button variant="outline" size="sm" onClick={retry}>
        Try again
      </Button>
    </div>
  )
}

const formGrid = css({ display: 'grid', gap: '4', maxW: '2xl' })

/** The Profile tab: Full Name, Phone Number, Bio, Calendly Link, Custom Title, headshot and banner. */
export function ProfileTab() {
  const profile = useMyProfile()
  if (profile.isPending) return <TabLoading label="Loading your profile" />
  if (profile.isError) return <TabError message={M.loadProfileFailed} retry={() => void profile.refetch()} />
  return (
    <div className={css({ display: 'grid', gap: '8' })}>
      <ProfileForm profile={profile.data} />
      <div
        className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, maxW: '4xl' })}
      >
        <ImageUpload slot="headshot" label="Headshot" current={profile.data.headshotUrl} failed={M.headshotFailed} />
        <ImageUpload slot="banner" label="Banner" current={profile.data.bannerImageUrl} failed={M.bannerFailed} />
      </div>
    </div>
  )
}

function ProfileForm({ profile }: { profile: MyAgentProfile }) {
  const [form, setForm] = useState<Form>(() => fromProfile(profile))
  const [errors, setErrors] = useState<Errors>({})
  useEffect(() => setForm(fromProfile(profile)), [profile])
  const save = useMutation({
    ...updateMyProfileMutation(),
    onSuccess: () => {
      setErrors({})
      toaster.success({ title: M.profileUpdated })
    },
    onError: (e) => {
      toaster.error({ title: M.saveFailed, description: e instanceof ApiError ? e.message : undefined })
      if (e instanceof ApiError) setErrors(e.fields as Errors)
    },
  })
  const set = (key: keyof Form) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.currentTarget.value
    setForm((f) => ({ ...f, [key]: value }))
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (form.name.trim() === '') {
      setErrors({ name: 'Full Name is required' })
      return
    }
    save.mutate({
      name: form.name,
      phone: orNull(form.phone),
      bio: orNull(form.bio),
      calendlyLink: orNull(form.calendlyLink),
      title: orNull(form.title),
    })
  }
  return (
    <form onSubmit={submit} noValidate className={formGrid} aria-label="Profile">
      <Field.Root required invalid={!!errors.name}>
        <Field.Label>
          Full Name
          <Field.RequiredIndicator />
        </Field.Label>
        <Field.Input autoComplete="name" value={form.name} onChange={set('name')} maxLength={100} />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.phone}>
        <Field.Label>Phone Number</Field.Label>
        <Field.Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.phone}
          onChange={set('phone')}
          maxLength={25}
        />
        <Field.ErrorText>{errors.phone}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.title}>
        <Field.Label>Custom Title</Field.Label>
        <Field.Input
          value={form.title}
          onChange={set('title')}
          maxLength={80}
          placeholder="Your Trusted Mortgage Broker"
        />
        <Field.HelperText>Shown under your name on your page.</Field.HelperText>
        <Field.ErrorText>{errors.title}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.bio}>
        <Field.Label>Bio</Field.Label>
        <Field.Textarea value={form.bio} onChange={set('bio')} maxLength={2000} rows={6} />
        <Field.HelperText>{form.bio.length}/2000</Field.HelperText>
        <Field.ErrorText>{errors.bio}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.calendlyLink}>
        <Field.Label>Calendly Link</Field.Label>
        <Field.Input
          type="url"
          inputMode="url"
          value={form.calendlyLink}
          onChange={set('calendlyLink')}
          maxLength={2000}
          placeholder="https://calendly.com/your-name"
        />
        <Field.ErrorText>{errors.calendlyLink}</Field.ErrorText>
      </Field.Root>
      <div>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save Profile
        </Button>
      </div>
    </form>
  )
}

/** One image of the agent: preview, file picker (JPEG/PNG/WebP) and upload progress. */
export function ImageUpload({
  slot,
  label,
  current,
  failed,
}: {
  slot: ImageSlot
  label: string
  current: string | null
  failed: string
}) {
  const id = useId()
  const [progress, setProgress] = useState<number | null>(null)
  const upload = useMutation({
    // No onSettled here: it would replace the one of uploadMyImageMutation that puts the new profile in the cache.
    ...uploadMyImageMutation(),
    onSuccess: () => {
      setProgress(null)
      toaster.success({ title: `${label} updated` })
    },
    onError: (e) => {
      setProgress(null)
      toaster.error({ title: failed, description: e instanceof ApiError ? e.message : undefined })
    },
  })
  const clear = useMutation({
    ...clearMyImageMutation(),
    onSuccess: () => toaster.success({ title: `${label} removed` }),
    onError: (e) => toaster.error({ title: M.saveFailed, description: e instanceof ApiError ? e.message : undefined }),
  })
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0]
    e.currentTarget.value = ''
    if (!file) return
    setProgress(0)
    upload.mutate({
      slot,
      file,
      onProgress: (p) => setProgress(p.total > 0 ? Math.round((p.loaded / p.total) * 100) : 0),
    })
  }
  return (
    <div className={css({ display: 'grid', gap: '2', alignContent: 'start' })}>
      <span id={`${id}-label`} className={css({ fontWeight: 'medium', color: 'fg.heading' })}>
        {label}
      </span>
      <div
        className={css({
          bg: 'bg.subtle',
          borderRadius: 'md',
          overflow: 'hidden',
          aspectRatio: slot === 'banner' || slot === 'background' ? '3 / 1' : '1 / 1',
          maxW: slot === 'banner' || slot === 'background' ? 'full' : '40',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'fg.muted',
          fontSize: 'sm',
        })}
      >
        {current ? (
          <img
            src={current}
            alt={`Your ${label.toLowerCase()}`}
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        ) : (
          'No image yet'
        )}
      </div>
      <label
        htmlFor={id}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minH: '11',
          px: '3',
          borderWidth: '1px',
          borderColor: 'border.subtle',
          borderRadius: 'md',
          cursor: 'pointer',
          fontWeight: 'medium',
          justifySelf: 'start',
          _focusWithin: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
        })}
      >
        {current ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={onFile}
          disabled={upload.isPending}
          aria-describedby={`${id}-hint`}
          className={css({ srOnly: true })}
        />
      </label>
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
      <span id={`${id}-hint`} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        JPEG, PNG or WebP, up to 5 MB.
      </span>
      {progress !== null ? (
        <progress
          value={progress}
          max={100}
          aria-label={`Uploading ${label.toLowerCase()}`}
          className={css({ w: 'full', maxW: '60' })}
        >
          {progress}%
        </progress>
      ) : null}
    </div>
  )
}
