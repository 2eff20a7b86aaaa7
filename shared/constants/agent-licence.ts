/**
 * The titles FSRA approves for mortgage agents and brokers, in the order a form lists them.
 * Zod-free, so the form kit's licence rows do not bring the schema library to every public page
 * (docs/decisions/226); `shared/schemas/agent-licence.ts` re-exports them with its schema.
 */
export const AGENT_LICENCE_TITLES = [
  'Mortgage Agent Level 1',
  'Mortgage Agent Level 2',
  'Mortgage Broker',
  'Principal Broker',
] as const
export type AgentLicenceTitle = (typeof AGENT_LICENCE_TITLES)[number]
