import * as z from 'zod/mini'
import { AGENT_LICENCE_TITLES, type AgentLicenceTitle, LICENCE_LOOKUP_URL } from '#shared/constants/agent-licence.ts'
import { line } from './text'

export { AGENT_LICENCE_TITLES, type AgentLicenceTitle, LICENCE_LOOKUP_URL }

/**
 * An agent's licence as the regulator issued it: the licensed name (as on the licence, which
 * may differ from the display name), the licence number and the approved title. An agent's
 * public page and card show all three with the brokerage's licence; an agent without all three
 * is not public (no page, not in the directory).
 */

export const LICENCE_MESSAGES = {
  licensedName: 'Licensed Name is required to publish your page',
  licenceNumber: 'Licence Number is required to publish your page',
  licenceTitle: 'Licence Title is required to publish your page',
  incomplete: 'Enter the licensed name, licence number and title together',
  numberFormat: 'Use the licence number as issued: letters and digits, e.g. M08004127',
  title: 'Choose one of the approved titles',
} as const

/** A licence number as FSRA writes it: 5–12 letters and digits (agents' start with M). */
export const licenceNumberSchema = line(1, 12).check(z.regex(/^[A-Za-z0-9]{5,12}$/, LICENCE_MESSAGES.numberFormat))

/**
 * The licence fields of a profile save. Each may be left out (unchanged) or null (cleared); the
 * server takes the three together: some without the others is refused, naming what is missing.
 */
export const agentLicenceFields = {
  licensedName: z.optional(z.nullable(line(0, 100))),
  licenceNumber: z.optional(z.nullable(licenceNumberSchema)),
  licenceTitle: z.optional(z.nullable(z.enum(AGENT_LICENCE_TITLES, LICENCE_MESSAGES.title))),
}

export type AgentLicence = {
  licensedName: string | null
  licenceNumber: string | null
  licenceTitle: AgentLicenceTitle | null
}

export type LicenceField = keyof AgentLicence

/** The licence fields still empty, in form order (none: the agent may be public). */
export function missingLicenceFields(l: AgentLicence): LicenceField[] {
  return (['licensedName', 'licenceNumber', 'licenceTitle'] as const).filter((k) => !l[k]?.trim())
}

/** A licence with all three fields: what a public page and card show. */
export type PublicLicence = { licensedName: string; licenceNumber: string; licenceTitle: AgentLicenceTitle }

/** The licence when all three are there (the agent's page may be published), else null. */
export function completeLicence(l: AgentLicence): PublicLicence | null {
  const { licensedName, licenceNumber, licenceTitle } = l
  if (!licensedName?.trim() || !licenceNumber?.trim() || !licenceTitle) return null
  return { licensedName: licensedName.trim(), licenceNumber: licenceNumber.trim(), licenceTitle }
}
