import { Link } from '@tanstack/react-router'
import { EditForm } from '#app/components/screen/edit-form.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { updateMySlugMutation } from '#app/data/agent-dashboard.ts'
import {
  AGENT_DASHBOARD_MESSAGES as M,
  type MyAgentProfile,
  normaliseProfileSlug,
  PROFILE_SLUG_EMPTY_MESSAGE,
  PROFILE_SLUG_MAX,
} from '#shared/schemas/agent-dashboard.ts'
import { css } from '#styled-system/css'
import { ImageUpload, useProfileSection, WithProfile } from './profile-tab'

const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.heading' })

/** The Customize tab: profile URL slug, background image, own logo, two badges. */
export function CustomizeTab() {
  return <WithProfile id="tab-customize" title="Customize" Section={CustomizeSections} />
}

function CustomizeSections({ profile: p }: { profile: MyAgentProfile }) {
  return (
    <div className={css({ display: 'grid', gap: '10' })}>
      <SlugForm profile={p} />
      <section aria-labelledby="customize-images" className={css({ display: 'grid', gap: '4', maxW: '4xl' })}>
        <h3 id="customize-images" className={sectionTitle}>
          Page images
        </h3>
        <ImageUpload
          slot="background"
          label="Background Image"
          current={p.customBackgroundImage}
          failed={M.imageFailed}
        />
        <div
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          })}
        >
          <ImageUpload slot="logo" label="Logo" current={p.agentLogoUrl} failed={M.imageFailed} />
          <ImageUpload slot="badge1" label="Badge 1" current={p.badge1Url} failed={M.imageFailed} />
          <ImageUpload slot="badge2" label="Badge 2" current={p.badge2Url} failed={M.imageFailed} />
        </div>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', maxW: '2xl' })}>
          Your logo appears beside your bio; the badges show your professional designations.
        </p>
      </section>
    </div>
  )
}

function SlugForm({ profile }: { profile: MyAgentProfile }) {
  const { form, set, errors, setErrors, editForm, save } = useProfileSection(
    { profileSlug: profile.profileSlug ?? '' },
    updateMySlugMutation(),
    M.saveFailed,
  )
  const submit = () => {
    if (form.profileSlug === '') return setErrors({ profileSlug: PROFILE_SLUG_EMPTY_MESSAGE })
    save.mutate({ profileSlug: form.profileSlug })
  }
  const origin = typeof window === 'undefined' ? '' : window.location.host
  return (
    <EditForm {...editForm} label="Profile URL" onSubmit={submit} submitLabel="Save Profile URL">
      <Field.Root required invalid={Boolean(errors.profileSlug)}>
        <Field.Label>
          Profile URL
          <Field.RequiredIndicator />
        </Field.Label>
        <div
          className={css({
            display: 'flex',
            alignItems: 'stretch',
            flexWrap: { base: 'wrap', sm: 'nowrap' },
            gap: { base: '1', sm: '0' },
          })}
        >
          <span
            aria-hidden="true"
            className={css({
              display: 'flex',
              alignItems: 'center',
              color: 'fg.muted',
              fontSize: 'sm',
              pr: '2',
              wordBreak: 'break-all',
            })}
          >
            {origin}/agent/
          </span>
          <Field.Input
            name="profileSlug"
            value={form.profileSlug}
            // Only lowercase letters and digits are kept, as the agent types (the server applies the same rule).
            onChange={(e) => set('profileSlug')(normaliseProfileSlug(e.currentTarget.value))}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            autoComplete="off"
            maxLength={PROFILE_SLUG_MAX}
            className={css({ flex: '1', minW: '0' })}
          />
        </div>
        <Field.HelperText>Only lowercase letters and digits; anything else is removed as you type.</Field.HelperText>
        <Field.ErrorText>{errors.profileSlug}</Field.ErrorText>
      </Field.Root>
      {profile.profileSlug ? (
        <p className={css({ fontSize: 'sm' })}>
          Your page:{' '}
          <Link
            to="/agent/$id"
            params={{ id: profile.profileSlug }}
            target="_blank"
            className={css({
              color: 'accent.fg',
              fontWeight: 'semibold',
              textDecoration: 'underline',
              wordBreak: 'break-all',
            })}
          >
            /agent/{profile.profileSlug}
          </Link>
        </p>
      ) : null}
    </EditForm>
  )
}
