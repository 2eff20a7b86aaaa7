import { useMutation } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { CountedTextField } from '#app/components/form/counted-text-field.tsx'
import { LinkField } from '#app/components/form/link-field.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { updateMySeoMutation } from '#app/data/agent-dashboard.ts'
import {
  agentSeoSchema,
  DEFAULT_AGENT_TITLE,
  AGENT_DASHBOARD_MESSAGES as M,
  type MyAgentProfile,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from '#shared/schemas/agent-dashboard.ts'
import { css } from '#styled-system/css'
import { TabError, TabLoading, useMyProfile } from './profile-tab'
import { orNull, useSectionForm } from './use-section-form'

/** The SEO tab (spec 001 §2, §4): meta title (60) and description (160) with live counters, keywords, share image. */
export function SeoTab() {
  const profile = useMyProfile()
  if (profile.isPending) return <TabLoading label="Loading your profile" />
  if (profile.isError) return <TabError message={M.loadProfileFailed} retry={() => void profile.refetch()} />
  return <SeoForm profile={profile.data} />
}

function SeoForm({ profile }: { profile: MyAgentProfile }) {
  const s = profile.seo
  const { form, set, errors, check, onSuccess, onError, ref } = useSectionForm(
    {
      metaTitle: s.metaTitle ?? '',
      metaDescription: s.metaDescription ?? '',
      metaKeywords: s.metaKeywords ?? '',
      ogImage: s.ogImage ?? '',
    },
    M.seoFailed,
  )
  const save = useMutation({ ...updateMySeoMutation(), onSuccess, onError })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = {
      metaTitle: orNull(form.metaTitle),
      metaDescription: orNull(form.metaDescription),
      metaKeywords: orNull(form.metaKeywords),
      ogImage: orNull(form.ogImage),
    }
    if (check(agentSeoSchema, body)) save.mutate(body)
  }
  return (
    <>
      <p className={css({ color: 'fg.muted', maxW: '2xl', mb: '4' })}>
        How your page appears in search results and when someone shares its link.
      </p>
      <form
        ref={ref}
        onSubmit={submit}
        noValidate
        aria-label="SEO settings"
        className={css({ display: 'grid', gap: '4', maxW: '2xl' })}
      >
        <CountedTextField
          name="metaTitle"
          label="Meta Title"
          value={form.metaTitle}
          max={SEO_TITLE_MAX}
          onChange={set('metaTitle')}
          error={errors.metaTitle}
          placeholder={`${profile.name} | ${profile.title || DEFAULT_AGENT_TITLE}`}
          hint="Empty: your name and title."
        />
        <CountedTextField
          name="metaDescription"
          label="Meta Description"
          value={form.metaDescription}
          max={SEO_DESCRIPTION_MAX}
          multiline
          onChange={set('metaDescription')}
          error={errors.metaDescription}
          hint="Empty: the start of your bio."
        />
        <Field.Root invalid={Boolean(errors.metaKeywords)}>
          <Field.Label>Meta Keywords</Field.Label>
          <Field.Input
            name="metaKeywords"
            value={form.metaKeywords}
            onChange={(e) => set('metaKeywords')(e.currentTarget.value)}
            maxLength={255}
            placeholder="mortgage broker, Toronto, first-time buyers"
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
          hint="The picture of link previews. Empty: your headshot."
        />
        <div>
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            Save SEO Settings
          </Button>
        </div>
      </form>
    </>
  )
}
