import { useMutation, useQuery } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { SlotImageField } from '#app/components/form/image-field.tsx'
import { LeadSettingsFields } from '#app/components/form/lead-settings-fields.tsx'
import { LicenceRows, licenceBody, licenceFormValues } from '#app/components/form/licence-rows.tsx'
import { LinkField } from '#app/components/form/link-field.tsx'
import { EditForm } from '#app/components/screen/edit-form.tsx'
import { StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { useSaveForm } from '#app/components/screen/use-edit-form.ts'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import {
  clearMyImageMutation,
  type ImageSlot,
  myAgentProfileQueryOptions,
  updateMyLeadSettingsMutation,
  updateMyProfileMutation,
  uploadMyImageMutation,
} from '#app/data/agent-dashboard.ts'
import { AGENT_DASHBOARD_MESSAGES as M, type MyAgentProfile } from '#shared/schemas/agent-dashboard.ts'
import { css } from '#styled-system/css'

/** '' means "none": the wire's spelling of an empty optional field is null. */
export const orNull = (v: string) => (v.trim() === '' ? null : v.trim())

/** A tab that edits the signed-in agent's profile: its heading, the loading and error states, then its `Section`. */
export function WithProfile({
  id,
  title,
  Section,
}: {
  id: string
  title: string
  Section: ComponentType<{ profile: MyAgentProfile }>
}) {
  const profile = useQuery(myAgentProfileQueryOptions())
  return (
    <StaffScreen id={id} title={title}>
      <QueryStates query={profile} loading="Loading your profile…" error={M.loadProfileFailed}>
        {(saved) => <Section profile={saved} />}
      </QueryStates>
    </StaffScreen>
  )
}

/**
 * A section of the profile (Customize, Social, Links, SEO): the saved values, taken again when
 * they change; the catalogue's toasts ('Profile updated successfully!' or the section's failure).
 */
export function useProfileSection<F extends object, V, C>(
  saved: F,
  mutation: Parameters<typeof useSaveForm<F, MyAgentProfile, V, C>>[1],
  failed: string,
) {
  return useSaveForm(saved, mutation, { saved: M.profileUpdated, failed }, { follow: true })
}

/** The Profile tab: Full Name, Phone Number, Bio, Calendly Link, Custom Title, the licence, headshot and banner. */
export function ProfileTab() {
  return <WithProfile id="tab-profile" title="Profile" Section={ProfileSections} />
}

function ProfileSections({ profile }: { profile: MyAgentProfile }) {
  return (
    <div className={css({ display: 'grid', gap: '8' })}>
      <ProfileForm profile={profile} />
      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          maxW: '4xl',
        })}
      >
        <ImageUpload slot="headshot" label="Headshot" current={profile.headshotUrl} failed={M.headshotFailed} />
        <ImageUpload slot="banner" label="Banner" current={profile.bannerImageUrl} failed={M.bannerFailed} />
      </div>
      <MyLeadSettings profile={profile} />
    </div>
  )
}

/** 'E-mail me new leads': saved as it changes. */
function MyLeadSettings({ profile }: { profile: MyAgentProfile }) {
  const save = useMutation(updateMyLeadSettingsMutation())
  return (
    <LeadSettingsFields
      settings={{ emailNewLeads: profile.emailNewLeads, acceptsNewLeads: profile.acceptsNewLeads }}
      save={(next) => save.mutateAsync(next)}
      pending={save.isPending}
    />
  )
}

function ProfileForm({ profile }: { profile: MyAgentProfile }) {
  const { form, field, setErrors, editForm, save } = useProfileSection(
    {
      name: profile.name,
      phone: profile.phone ?? '',
      bio: profile.bio ?? '',
      calendlyLink: profile.calendlyLink ?? '',
      title: profile.title ?? '',
      ...licenceFormValues(profile.licence),
    },
    updateMyProfileMutation(),
    M.saveFailed,
  )
  const submit = () => {
    if (form.name.trim() === '') return setErrors({ name: 'Full Name is required' })
    save.mutate({
      name: form.name,
      phone: orNull(form.phone),
      bio: orNull(form.bio),
      calendlyLink: orNull(form.calendlyLink),
      title: orNull(form.title),
      ...licenceBody(form),
    })
  }
  return (
    <EditForm {...editForm} label="Profile" onSubmit={submit} submitLabel="Save Profile">
      <TextRow label="Full Name" required autoComplete="name" maxLength={100} {...field('name')} />
      <TextRow label="Phone Number" type="tel" inputMode="tel" autoComplete="tel" maxLength={25} {...field('phone')} />
      <TextRow
        label="Custom Title"
        maxLength={80}
        placeholder="Your Trusted Mortgage Broker"
        hint="Shown under your name on your page."
        {...field('title')}
      />
      <TextAreaRow label="Bio" rows={6} maxLength={2000} hint={`${form.bio.length}/2000`} {...field('bio')} />
      <LinkField label="Calendly Link" placeholder="https://calendly.com/your-name" {...field('calendlyLink')} />
      <LicenceRows field={field} />
    </EditForm>
  )
}

/** One image of the agent: preview, file picker (JPEG/PNG/WebP) with the upload's progress, and Remove. */
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
  return (
    <SlotImageField
      slot={slot}
      label={label}
      alt={`Your ${label.toLowerCase()}`}
      src={current}
      upload={uploadMyImageMutation()}
      clear={clearMyImageMutation()}
      toasts={{
        uploaded: `${label} updated`,
        uploadFailed: failed,
        removed: `${label} removed`,
        removeFailed: M.saveFailed,
      }}
    />
  )
}
