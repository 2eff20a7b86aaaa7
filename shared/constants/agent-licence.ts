/** FSRA's site, where the public checks a licence (its search is reached from the home page). */
export const LICENCE_LOOKUP_URL = 'https://www.fsrao.ca/'

/**
 * The titles FSRA approves for mortgage agents and brokers, in the order a form lists them.
 * Zod-free, so the form kit's licence rows and an agent card's licence disclosure do not bring
 * the schema library to the public pages (docs/decisions/226); `shared/schemas/agent-licence.ts`
 * re-exports them (and the lookup address) with its schema.
 */
export const AGENT_LICENCE_TITLES = [
  'Mortgage Agent Level 1',
  'Mortgage Agent Level 2',
  'Mortgage Broker',
  'Principal Broker',
] as const
export type AgentLicenceTitle = (typeof AGENT_LICENCE_TITLES)[number]
