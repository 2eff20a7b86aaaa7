// The 'Apply for a Mortgage' form: full name, email and phone required; mortgage amount numeric;
// property address; agent optional. Pure functions: validation in plain words (the lead schema's
// rules, from shared/rules/), the lead payload, where a server's field message belongs on the
// form, and what the form says around sending (app/components/form/use-lead-form.ts).

import {
  emailProblem,
  groupThousands,
  phoneProblem,
  problemsOnly,
  textFieldProblem,
} from '#app/components/form/field-checks.ts'
import { publicFormTexts } from '#app/components/form/lead-form-texts.ts'
import type { LeadFormTexts } from '#app/components/form/use-lead-form.ts'
import { leadSourceOfKind } from '#shared/leads/sources.ts'
import { LEAD_TEXT } from '#shared/rules/leads.ts'
import type { LeadPayloadInput } from '#shared/schemas/leads.ts'
import { type ApplicationSearch, MAX_MORTGAGE_AMOUNT } from './application-search'

export { type ApplicationSearch, MAX_MORTGAGE_AMOUNT, parseApplicationSearch } from './application-search'

export const APPLICATION_MESSAGES = {
  success: "Application submitted successfully! We'll contact you soon.",
  failure: 'Failed to submit application. Please try again.',
  loadFailed: 'Failed to load applications',
} as const

/** The agent choice meaning "no preference" (the lead stays unassigned). */
export const NO_AGENT = 'none'

export interface ApplicationValues {
  name: string
  email: string
  phone: string
  /** As typed: digits with optional separators, or empty. */
  amount: string
  address: string
  agentId: string
  /** The product the visitor applies for (from a product's 'Apply Now'), or empty. */
  product: string
}

export type ApplicationField = keyof ApplicationValues
export type ApplicationErrors = Partial<Record<ApplicationField, string>>

export function initialApplicationValues(search: ApplicationSearch = {}): ApplicationValues {
  return {
    name: '',
    email: '',
    phone: '',
    amount: search.amount ? String(search.amount) : '',
    address: '',
    agentId: search.agent ?? NO_AGENT,
    product: search.product ?? '',
  }
}

/** '450,000' or '$450000.50' → 450000.5; '' → null; anything else → NaN. */
export function parseAmount(input: string): number | null {
  const cleaned = input.replace(/[\s,$]/g, '')
  if (cleaned === '') return null
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

export function validateApplication(values: ApplicationValues): ApplicationErrors {
  return problemsOnly<ApplicationErrors>({
    name: textFieldProblem(values.name, LEAD_TEXT.personName, {
      required: 'Enter your full name.',
      tooLong: (max) => `Your name can be at most ${max} characters.`,
    }),
    email: emailProblem(values.email),
    phone: phoneProblem(values.phone),
    amount: amountProblem(parseAmount(values.amount)),
    address: textFieldProblem(values.address, LEAD_TEXT.propertyAddress, {
      tooLong: (max) => `The address can be at most ${max} characters.`,
    }),
    product:
      values.product.trim() === ''
        ? undefined
        : textFieldProblem(values.product, LEAD_TEXT.productName, {
            tooLong: (max) => `The product name can be at most ${max} characters.`,
          }),
  })
}

function amountProblem(amount: number | null): string | undefined {
  if (amount === null) return undefined
  if (Number.isNaN(amount)) return 'Enter the amount in dollars, digits only, like 450000.'
  if (amount <= 0) return 'Enter an amount greater than $0, or leave it empty.'
  if (amount > MAX_MORTGAGE_AMOUNT) return `Enter an amount of at most $${groupThousands(MAX_MORTGAGE_AMOUNT)}.`
  return undefined
}

/** The lead of a valid form (type application), else null. */
export function buildApplicationPayload(values: ApplicationValues): LeadPayloadInput<'application'> | null {
  if (Object.keys(validateApplication(values)).length > 0) return null
  const amount = parseAmount(values.amount)
  const address = values.address.trim()
  const product = values.product.trim()
  return {
    type: 'application',
    source: leadSourceOfKind('application'),
    client_name: values.name.trim(),
    client_email: values.email.trim(),
    client_phone: values.phone.trim(),
    agent_id: values.agentId === NO_AGENT ? null : values.agentId,
    metadata: {
      mortgage_amount: amount ?? null,
      ...(address ? { property_address: address } : {}),
      ...(product ? { product } : {}),
    },
  }
}

/** Where a server's field message belongs on the form (payload path → field). */
export const APPLICATION_SERVER_FIELDS: Readonly<Record<string, ApplicationField>> = {
  client_name: 'name',
  client_email: 'email',
  client_phone: 'phone',
  agent_id: 'agentId',
  'metadata.mortgage_amount': 'amount',
  'metadata.property_address': 'address',
  'metadata.product': 'product',
}

/** What the form says around sending; failures are toasts too. */
export const APPLICATION_FORM_TEXTS: LeadFormTexts = publicFormTexts('application', {
  success: APPLICATION_MESSAGES.success,
  failure: APPLICATION_MESSAGES.failure,
  fixFields: 'Please fill in all required fields',
})
