import { LinkField } from '#app/components/form/link-field.tsx'
import { EditForm } from '#app/components/screen/edit-form.tsx'
import { updateMyLinksMutation, updateMySocialMutation } from '#app/data/agent-dashboard.ts'
import {
  agentLinksSchema,
  agentSocialSchema,
  AGENT_DASHBOARD_MESSAGES as M,
  type MyAgentProfile,
} from '#shared/schemas/agent-dashboard.ts'
import { css } from '#styled-system/css'
import { orNull, useProfileSection, WithProfile } from './profile-tab'

type LinkSpec = { label: string; placeholder?: string; hint?: string }

/** A form of web addresses of the profile, one LinkField each; an empty one is saved as none. */
function LinksSection<K extends string>({
  intro,
  label,
  submitLabel,
  saved,
  fields,
  mutation,
  schema,
  failed,
}: {
  intro: string
  label: string
  submitLabel: string
  saved: Record<K, string | null>
  fields: Record<K, LinkSpec>
  mutation: Parameters<typeof useProfileSection<Record<K, string>, Record<K, string | null>, unknown>>[1]
  schema: Parameters<ReturnType<typeof useProfileSection>['check']>[0]
  failed: string
}) {
  const keys = Object.keys(fields) as K[]
  const values = Object.fromEntries(keys.map((k) => [k, saved[k] ?? ''])) as Record<K, string>
  const { form, field, editForm, check, save } = useProfileSection(values, mutation, failed)
  const submit = () => {
    const body = Object.fromEntries(keys.map((k) => [k, orNull(form[k])])) as Record<K, string | null>
    if (check(schema, body) !== undefined) save.mutate(body)
  }
  return (
    <>
      <p className={css({ color: 'fg.muted', maxW: '2xl', mb: '4' })}>{intro}</p>
      <EditForm {...editForm} label={label} onSubmit={submit} submitLabel={submitLabel}>
        {keys.map((key) => (
          <LinkField key={key} {...fields[key]} {...field(key)} />
        ))}
      </EditForm>
    </>
  )
}

/** The Social tab: Facebook, YouTube, Instagram and website links; empty removes one. */
export function SocialTab() {
  return <WithProfile id="tab-social" title="Social" Section={SocialLinks} />
}

function SocialLinks({ profile: p }: { profile: MyAgentProfile }) {
  return (
    <LinksSection
      intro="These appear as icons on your public page. Leave a field empty to hide its icon."
      label="Social links"
      submitLabel="Save Social Links"
      saved={{
        facebook: p.social.facebook,
        youtube: p.social.youtube,
        instagram: p.social.instagram,
        website: p.social.website,
      }}
      fields={{
        facebook: { label: 'Facebook', placeholder: 'https://facebook.com/your-page' },
        youtube: { label: 'YouTube', placeholder: 'https://youtube.com/@your-channel' },
        instagram: { label: 'Instagram', placeholder: 'https://instagram.com/your-name' },
        website: { label: 'Website', placeholder: 'https://your-site.ca' },
      }}
      mutation={updateMySocialMutation()}
      schema={agentSocialSchema}
      failed={M.socialFailed}
    />
  )
}

/** The Links tab: the application links, Apply Now and the newsletter sign-up. */
export function LinksTab() {
  return <WithProfile id="tab-links" title="Links" Section={ApplicationLinks} />
}

function ApplicationLinks({ profile: p }: { profile: MyAgentProfile }) {
  return (
    <LinksSection
      intro="Where the buttons on your public page lead."
      label="Application links"
      submitLabel="Save Application Links"
      saved={{ apply: p.links.apply, newsletter: p.links.newsletter }}
      fields={{
        apply: {
          label: 'Apply Link',
          hint: "Apply Now opens this link. Empty: it opens this site's application form.",
        },
        newsletter: {
          label: 'Newsletter Link',
          hint: 'Join Newsletter and the Newsletter button appear on your page only when this is set.',
        },
      }}
      mutation={updateMyLinksMutation()}
      schema={agentLinksSchema}
      failed={M.linksFailed}
    />
  )
}
