import { useMutation } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { LinkField } from '#app/components/form/link-field.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { updateMyLinksMutation, updateMySocialMutation } from '#app/data/agent-dashboard.ts'
import {
  agentLinksSchema,
  agentSocialSchema,
  AGENT_DASHBOARD_MESSAGES as M,
  type MyAgentProfile,
} from '#shared/schemas/agent-dashboard.ts'
import { css } from '#styled-system/css'
import { TabError, TabLoading, useMyProfile } from './profile-tab'
import { orNull, useSectionForm } from './use-section-form'

const formGrid = css({ display: 'grid', gap: '4', maxW: '2xl' })
const intro = css({ color: 'fg.muted', maxW: '2xl', mb: '4' })

/** Loading and error states of a tab that edits part of the profile. */
function WithProfile({ render }: { render(p: MyAgentProfile): React.ReactNode }) {
  const profile = useMyProfile()
  if (profile.isPending) return <TabLoading label="Loading your profile" />
  if (profile.isError) return <TabError message={M.loadProfileFailed} retry={() => void profile.refetch()} />
  return <>{render(profile.data)}</>
}

/** The Social tab (spec 001 §2): Facebook, YouTube, Instagram and website links; empty removes one. */
export function SocialTab() {
  return <WithProfile render={(p) => <SocialForm profile={p} />} />
}

function SocialForm({ profile }: { profile: MyAgentProfile }) {
  const s = profile.social
  const { form, set, errors, check, onSuccess, onError, ref } = useSectionForm(
    { facebook: s.facebook ?? '', youtube: s.youtube ?? '', instagram: s.instagram ?? '', website: s.website ?? '' },
    M.socialFailed,
  )
  const save = useMutation({ ...updateMySocialMutation(), onSuccess, onError })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = {
      facebook: orNull(form.facebook),
      youtube: orNull(form.youtube),
      instagram: orNull(form.instagram),
      website: orNull(form.website),
    }
    if (check(agentSocialSchema, body)) save.mutate(body)
  }
  return (
    <>
      <p className={intro}>These appear as icons on your public page. Leave a field empty to hide its icon.</p>
      <form ref={ref} onSubmit={submit} noValidate aria-label="Social links" className={formGrid}>
        <LinkField
          name="facebook"
          label="Facebook"
          value={form.facebook}
          onChange={set('facebook')}
          error={errors.facebook}
          placeholder="https://facebook.com/your-page"
        />
        <LinkField
          name="youtube"
          label="YouTube"
          value={form.youtube}
          onChange={set('youtube')}
          error={errors.youtube}
          placeholder="https://youtube.com/@your-channel"
        />
        <LinkField
          name="instagram"
          label="Instagram"
          value={form.instagram}
          onChange={set('instagram')}
          error={errors.instagram}
          placeholder="https://instagram.com/your-name"
        />
        <LinkField
          name="website"
          label="Website"
          value={form.website}
          onChange={set('website')}
          error={errors.website}
          placeholder="https://your-site.ca"
        />
        <div>
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            Save Social Links
          </Button>
        </div>
      </form>
    </>
  )
}

/** The Links tab (spec 001 §2): the application links, Apply Now and the newsletter sign-up. */
export function LinksTab() {
  return <WithProfile render={(p) => <LinksForm profile={p} />} />
}

function LinksForm({ profile }: { profile: MyAgentProfile }) {
  const l = profile.links
  const { form, set, errors, check, onSuccess, onError, ref } = useSectionForm(
    { apply: l.apply ?? '', newsletter: l.newsletter ?? '' },
    M.linksFailed,
  )
  const save = useMutation({ ...updateMyLinksMutation(), onSuccess, onError })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = { apply: orNull(form.apply), newsletter: orNull(form.newsletter) }
    if (check(agentLinksSchema, body)) save.mutate(body)
  }
  return (
    <>
      <p className={intro}>Where the buttons on your public page lead.</p>
      <form ref={ref} onSubmit={submit} noValidate aria-label="Application links" className={formGrid}>
        <LinkField
          name="apply"
          label="Apply Link"
          value={form.apply}
          onChange={set('apply')}
          error={errors.apply}
          hint="Apply Now opens this link. Empty: it opens this site's application form."
        />
        <LinkField
          name="newsletter"
          label="Newsletter Link"
          value={form.newsletter}
          onChange={set('newsletter')}
          error={errors.newsletter}
          hint="Join Newsletter and the Newsletter button appear on your page only when this is set."
        />
        <div>
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            Save Application Links
          </Button>
        </div>
      </form>
    </>
  )
}
