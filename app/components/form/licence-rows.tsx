import { AGENT_LICENCE_TITLES, type AgentLicenceTitle } from '#shared/constants/agent-licence.ts'
import { SelectRow, TextRow } from './form-rows'

type RowProps = { name: string; value: string; onChange(value: string): void; error?: string | undefined }

const TITLE_OPTIONS = [
  { value: '', label: 'Not set' },
  ...AGENT_LICENCE_TITLES.map((t) => ({ value: t, label: t })),
] as const

/** The licence's form values: '' for a field not set. */
export function licenceFormValues(l: {
  licensedName: string | null
  licenceNumber: string | null
  licenceTitle: string | null
}) {
  return {
    licensedName: l.licensedName ?? '',
    licenceNumber: l.licenceNumber ?? '',
    licenceTitle: l.licenceTitle ?? '',
  }
}

/** The licence as the profile save sends it: null for a field left empty. */
export function licenceBody(form: { licensedName: string; licenceNumber: string; licenceTitle: string }) {
  const trimmed = (v: string) => (v.trim() === '' ? null : v.trim())
  return {
    licensedName: trimmed(form.licensedName),
    licenceNumber: trimmed(form.licenceNumber),
    licenceTitle: (AGENT_LICENCE_TITLES as readonly string[]).includes(form.licenceTitle)
      ? (form.licenceTitle as AgentLicenceTitle)
      : null,
  }
}

/** Licensed Name, Licence Number and Licence Title rows (all three publish the agent's page). */
export function LicenceRows({ field }: { field(key: 'licensedName' | 'licenceNumber' | 'licenceTitle'): RowProps }) {
  return (
    <>
      <TextRow
        label="Licensed Name"
        maxLength={100}
        hint="As it appears on the FSRA licence. The page is public only when the licensed name, number and title are all set."
        {...field('licensedName')}
      />
      <TextRow
        label="Licence Number"
        maxLength={12}
        autoComplete="off"
        placeholder="M08004127"
        {...field('licenceNumber')}
      />
      <SelectRow label="Licence Title" options={TITLE_OPTIONS} {...field('licenceTitle')} />
    </>
  )
}
