import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type * as z from 'zod/mini'
import { TextAreaRow, TextRow } from '#app/components/form/form-rows.tsx'
import { SlotImageField } from '#app/components/form/image-field.tsx'
import { LeadSettingsFields } from '#app/components/form/lead-settings-fields.tsx'
import { LicenceRows, licenceBody, licenceFormValues } from '#app/components/form/licence-rows.tsx'
import { LinkField } from '#app/components/form/link-field.tsx'
import { SeoFields } from '#app/components/form/seo-fields.tsx'
import { twoColumns } from '#app/components/layout/layout-styles.ts'
import { EditForm } from '#app/components/screen/edit-form.tsx'
import { useSaveForm } from '#app/components/screen/use-edit-form.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { Tabs } from '#app/components/ui/tabs.tsx'
import {
  type AdminAgentSave,
  adminAgentQueryOptions,
  clearAdminAgentImageMutation,
  saveAdminAgentMutation,
  uploadAdminAgentImageMutation,
} from '#app/data/agent-accounts.ts'
import { LEAD_SETTINGS_TEXTS } from '#shared/leads/lead-settings.ts'
import {
  type AdminAgentDetail,
  type AdminAgentImageSlot,
  adminAgentBasicSchema,
  adminAgentLinksSchema,
  adminAgentSocialSchema,
  ADMIN_AGENT_MESSAGES as M,
} from '#shared/schemas/admin-agents.ts'
import { agentSeoSchema, normaliseProfileSlug } from '#shared/schemas/agent-dashboard.ts'
import { css, cx } from '#styled-system/css'

/** '' means none: the wire's spelling of an empty optional field is null. */
const orNull = (v: string) => (v.trim() === '' ? null : v.trim())

/**
 * One tab's form: the saved agent's values (taken again when they change), the shared schema's
 * check before sending, the server's 400/409 `fields` on their field, and the catalogue's toasts.
 */
function useTabForm<F extends Record<string, string>>(agentId: string, saved: F) {
  const edit = useSaveForm(
    saved,
    saveAdminAgentMutation(agentId),
    { saved: M.updated, failed: M.updateFailed },
    { follow: true },
  )
  /** Checks the body with the shared schema, then sends it. */
  const submit = (schema: z.ZodMiniType, toSave: AdminAgentSave) => () => {
    if (edit.check(schema, toSave.body) !== undefined) edit.save.mutate(toSave)
  }
  return { ...edit, submit }
}

function BasicInfo({ agent }: { agent: AdminAgentDetail }) {
  const { form, set, field, submit, formRef, pending } = useTabForm(agent.id, {
    name: agent.name,
    phone: agent.phone ?? '',
    title: agent.title ?? '',
    bio: agent.bio ?? '',
    calendlyLink: agent.calendlyLink ?? '',
    profileSlug: agent.profileSlug ?? '',
    ...licenceFormValues(agent.licence),
  })
  const body = {
    name: form.name,
    phone: orNull(form.phone),
    title: orNull(form.title),
    bio: orNull(form.bio),
    calendlyLink: orNull(form.calendlyLink),
    profileSlug: form.profileSlug,
    ...licenceBody(form),
  }
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <EditForm
        label="Basic Info"
        formRef={formRef}
        onSubmit={submit(adminAgentBasicSchema, { tab: 'basic', body })}
        submitLabel="Save Basic Info"
        pending={pending}
        wide
      >
        <TextRow label="Full Name" required maxLength={100} {...field('name')} />
        <TextRow
          name="email"
          label="Email"
          value={agent.email}
          readOnly
          onChange={() => undefined}
          hint="The sign-in email; it is not changed here."
        />
        <TextRow label="Phone Number" type="tel" inputMode="tel" maxLength={25} {...field('phone')} />
        <TextRow label="Custom Title" maxLength={80} placeholder="Your Trusted Mortgage Broker" {...field('title')} />
        <TextRow
          label="Profile URL"
          required
          maxLength={60}
          hint={`/agent/${form.profileSlug || '…'}: lowercase letters and digits only.`}
          {...field('profileSlug')}
          onChange={(v) => set('profileSlug')(normaliseProfileSlug(v))}
        />
        <TextAreaRow label="Bio" rows={5} maxLength={2000} hint={`${form.bio.length}/2000`} {...field('bio')} />
        <LicenceRows field={field} />
        <LinkField label="Calendly Link" placeholder="https://calendly.com/name" {...field('calendlyLink')} />
      </EditForm>
      <div className={cx(twoColumns, css({ gap: '6' }))}>
        <AgentImage agent={agent} slot="headshot" label="Headshot" current={agent.headshotUrl} />
        <AgentImage agent={agent} slot="banner" label="Banner" current={agent.bannerImageUrl} />
      </div>
      <AgentLeadSettings agent={agent} />
    </div>
  )
}

/** The agent's lead settings, saved as each changes. */
function AgentLeadSettings({ agent }: { agent: AdminAgentDetail }) {
  const save = useMutation(saveAdminAgentMutation(agent.id))
  return (
    <LeadSettingsFields
      settings={{ emailNewLeads: agent.emailNewLeads, acceptsNewLeads: agent.acceptsNewLeads }}
      emailLabel={LEAD_SETTINGS_TEXTS.adminEmailNewLeads}
      acceptsHint={LEAD_SETTINGS_TEXTS.adminAcceptsNewLeadsHint}
      save={(body) => save.mutateAsync({ tab: 'lead-settings', body })}
      pending={save.isPending}
    />
  )
}

/** Headshot or banner: preview, the file picker with progress, and remove. */
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
  return (
    <SlotImageField
      slot={slot}
      label={label}
      alt={`${agent.name}'s ${label.toLowerCase()}`}
      src={current}
      upload={uploadAdminAgentImageMutation(agent.id)}
      clear={clearAdminAgentImageMutation(agent.id)}
      toasts={{ uploaded: M.updated, uploadFailed: M.uploadFailed, removed: M.updated, removeFailed: M.profileFailed }}
    />
  )
}

/** The two tabs of web addresses: where each comes from in the agent and how it is checked and saved. */
const LINK_TABS = {
  social: {
    label: 'Social Links',
    intro: "Icons on the agent's public page. Leave a field empty to hide its icon.",
    fields: {
      facebook: 'Facebook',
      youtube: 'YouTube',
      instagram: 'Instagram',
      linkedin: 'LinkedIn',
      website: 'Website',
    },
    schema: adminAgentSocialSchema,
  },
  links: {
    label: 'App Links',
    intro: "Where the buttons on the agent's page lead. Empty: this site's own forms.",
    fields: {
      apply: 'Apply Link',
      newsletter: 'Newsletter Link',
      contactForm: 'Contact Form Link',
      rateQuote: 'Rate Quote Link',
      scheduler: 'Scheduler Link',
    },
    schema: adminAgentLinksSchema,
  },
} as const

/** A tab of web addresses, one LinkField each; an empty one is saved as none. */
function LinksForm({ agent, tab }: { agent: AdminAgentDetail; tab: keyof typeof LINK_TABS }) {
  const { label, intro, schema } = LINK_TABS[tab]
  const fields: Record<string, string> = LINK_TABS[tab].fields
  const saved: Record<string, string | null> = agent[tab]
  const keys = Object.keys(fields)
  const { form, field, submit, formRef, pending } = useTabForm(
    agent.id,
    Object.fromEntries(keys.map((k) => [k, saved[k] ?? ''])),
  )
  const body = Object.fromEntries(keys.map((k) => [k, orNull(form[k] ?? '')]))
  return (
    <EditForm
      label={label}
      formRef={formRef}
      onSubmit={submit(schema, { tab, body } as AdminAgentSave)}
      submitLabel={`Save ${label}`}
      pending={pending}
      wide
    >
      <p className={css({ color: 'fg.muted' })}>{intro}</p>
      {keys.map((key) => (
        <LinkField key={key} label={fields[key]} {...field(key)} value={form[key] ?? ''} />
      ))}
    </EditForm>
  )
}

function Seo({ agent }: { agent: AdminAgentDetail }) {
  const s = agent.seo
  const edit = useTabForm(agent.id, {
    metaTitle: s.metaTitle ?? '',
    metaDescription: s.metaDescription ?? '',
    metaKeywords: s.metaKeywords ?? '',
    ogImage: s.ogImage ?? '',
  })
  const { form } = edit
  const body = {
    metaTitle: orNull(form.metaTitle),
    metaDescription: orNull(form.metaDescription),
    metaKeywords: orNull(form.metaKeywords),
    ogImage: orNull(form.ogImage),
  }
  return (
    <EditForm
      label="SEO"
      formRef={edit.formRef}
      onSubmit={edit.submit(agentSeoSchema, { tab: 'seo', body })}
      submitLabel="Save SEO Settings"
      pending={edit.pending}
      wide
    >
      <SeoFields
        title={edit.field('metaTitle')}
        description={edit.field('metaDescription')}
        keywords={edit.field('metaKeywords')}
        image={edit.field('ogImage')}
        hints={{
          title: "Empty: the agent's name and title.",
          description: 'Empty: the start of the bio.',
          image: 'The picture of link previews. Empty: the headshot.',
        }}
      />
    </EditForm>
  )
}

function EditBody({ agentId }: { agentId: string }) {
  const agent = useQuery(adminAgentQueryOptions(agentId))
  return (
    <QueryStates query={agent} loading="Loading agent…" error={M.fetchFailed}>
      {(a) => (
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
            <LinksForm agent={a} tab="social" />
          </Tabs.Content>
          <Tabs.Content value="links">
            <LinksForm agent={a} tab="links" />
          </Tabs.Content>
          <Tabs.Content value="seo">
            <Seo agent={a} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </QueryStates>
  )
}

/** The admin's edit dialog of one agent: tabs Basic Info, Social Links, App Links, SEO; headshot and banner. */
export function AgentEditDialog({ agentId, name }: { agentId: string; name: string }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} size="lg">
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          Edit<span className={css({ srOnly: true })}> {name}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Frame>
        <Dialog.Title>Edit agent</Dialog.Title>
        <Dialog.Description>{name}: each tab saves on its own.</Dialog.Description>
        <Dialog.Body>{open ? <EditBody agentId={agentId} /> : null}</Dialog.Body>
      </Dialog.Frame>
    </Dialog.Root>
  )
}
