import { SeoFields } from '#app/components/form/seo-fields.tsx'
import { EditForm } from '#app/components/screen/edit-form.tsx'
import { updateMySeoMutation } from '#app/data/agent-dashboard.ts'
import {
  agentSeoSchema,
  DEFAULT_AGENT_TITLE,
  AGENT_DASHBOARD_MESSAGES as M,
  type MyAgentProfile,
} from '#shared/schemas/agent-dashboard.ts'
import { css } from '#styled-system/css'
import { orNull, useProfileSection, WithProfile } from './profile-tab'

/** The SEO tab: meta title (60) and description (160) with live counters, keywords, share image. */
export function SeoTab() {
  return <WithProfile id="tab-seo" title="SEO" Section={SeoForm} />
}

function SeoForm({ profile }: { profile: MyAgentProfile }) {
  const s = profile.seo
  const { form, field, editForm, check, save } = useProfileSection(
    {
      metaTitle: s.metaTitle ?? '',
      metaDescription: s.metaDescription ?? '',
      metaKeywords: s.metaKeywords ?? '',
      ogImage: s.ogImage ?? '',
    },
    updateMySeoMutation(),
    M.seoFailed,
  )
  const submit = () => {
    const body = check(agentSeoSchema, {
      metaTitle: orNull(form.metaTitle),
      metaDescription: orNull(form.metaDescription),
      metaKeywords: orNull(form.metaKeywords),
      ogImage: orNull(form.ogImage),
    })
    if (body) save.mutate(body)
  }
  return (
    <>
      <p className={css({ color: 'fg.muted', maxW: '2xl', mb: '4' })}>
        How your page appears in search results and when someone shares its link.
      </p>
      <EditForm {...editForm} label="SEO settings" onSubmit={submit} submitLabel="Save SEO Settings">
        <SeoFields
          title={field('metaTitle')}
          description={field('metaDescription')}
          keywords={field('metaKeywords')}
          image={field('ogImage')}
          titlePlaceholder={`${profile.name} | ${profile.title || DEFAULT_AGENT_TITLE}`}
          keywordsPlaceholder="mortgage broker, Toronto, first-time buyers"
          hints={{
            title: 'Empty: your name and title.',
            description: 'Empty: the start of your bio.',
            image: 'The picture of link previews. Empty: your headshot.',
          }}
        />
      </EditForm>
    </>
  )
}
