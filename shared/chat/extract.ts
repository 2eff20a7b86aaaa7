// Details the chat detects in the visitor's text: email, North American phone,
// a name after 'my name is' / "I'm" / 'this is', property value, property type, down payment
// and mortgage type. Pure functions; no engine or index needed (the UI may use them alone).

import { parseNorthAmericanPhone } from '#shared/text/phone.ts'
import { after, before, findAmounts, findPercents } from './numbers'
import type { ChatExtraction, ChatMessage, ChatMortgageType, ChatPropertyType, DownPaymentDetail } from './types'

export const EMPTY_EXTRACTION: Readonly<ChatExtraction> = Object.freeze({
  name: null,
  email: null,
  phone: null,
  propertyValue: null,
  propertyType: null,
  downPayment: null,
  mortgageType: null,
})

// Close to zod's email format (which the lead schema applies): no leading dot, no '..'.
const EMAIL_RE = /[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}/g

// Candidates only; parseNorthAmericanPhone (the lead schema's own parser) decides.
const PHONE_RE = /(?<![\d+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g

function findEmail(text: string): { value: string; start: number; end: number } | null {
  for (const m of text.matchAll(EMAIL_RE)) {
    const value = m[0]
    if (value.startsWith('.') || value.includes('..') || value.length > 254) continue
    return { value, start: m.index, end: m.index + value.length }
  }
  return null
}

function findPhone(text: string): { value: string; start: number; end: number } | null {
  for (const m of text.matchAll(PHONE_RE)) {
    const value = parseNorthAmericanPhone(m[0])
    if (value) return { value, start: m.index, end: m.index + m[0].length }
  }
  return null
}

/** Replaces [start, end) with spaces so offsets stay put. */
function mask(text: string, span: { start: number; end: number } | null): string {
  return span ? text.slice(0, span.start) + ' '.repeat(span.end - span.start) + text.slice(span.end) : text
}

// ---- Names ------------------------------------------------------------------------------

// Cues after which a name may follow in lower case ("my name is john").
const STRONG_CUE = /\b(?:my\s+name\s+is|my\s+name['’]?s|name\s*:)\s+/giu
// Cues that also start ordinary sentences ("I'm looking…", "this is a question"): the name must
// be capitalised.
const WEAK_CUE = /(?:^|[\s,.;!?(])(?:i['’]?m|i\s+am|this\s+is|call\s+me|it['’]?s)\s+/giu
const NAME_WORD = /^\p{L}[\p{L}'’-]*$/u

/** Capitalised words that follow "I'm" / "this is" without being names. */
const NOT_NAMES = new Set(
  (
    'a an the i im just not so here calling buying trying wondering currently married single new first planning looking ' +
    'interested hoping thinking self retired canadian american british french english indian chinese ontario toronto ' +
    'ottawa moving selling renting still also very really sure good fine okay ok ready about from in on at with ' +
    'mr mrs ms dr monday tuesday wednesday thursday friday saturday sunday'
  ).split(' '),
)
/** Words that end a name ("my name is john and…"). */
const NAME_STOP = new Set(
  'and or but from here i im my me please thanks thank at in on with looking calling email phone number cell the a is'.split(
    ' ',
  ),
)

function titleCase(word: string): string {
  return word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word
}

function nameAfter(text: string, from: number, strong: boolean): string | null {
  const words = text.slice(from).split(/[\s]+/)
  const name: string[] = []
  for (const raw of words) {
    const trailing = /[,.;:!?)]+$/.test(raw)
    const word = raw.replace(/[,.;:!?)]+$/, '')
    if (!NAME_WORD.test(word)) break
    const lower = word.toLowerCase().replace(/['’]/g, '')
    const capitalised = word.charAt(0) !== word.charAt(0).toLowerCase()
    if (name.length === 0) {
      if (NOT_NAMES.has(lower) || NAME_STOP.has(lower)) return null
      if (!strong && !capitalised) return null
    } else if (NAME_STOP.has(lower) || NOT_NAMES.has(lower) || (!capitalised && !strong)) {
      break
    }
    name.push(titleCase(word))
    if (trailing || name.length === 3) break
  }
  const full = name.join(' ')
  return full.length > 0 && full.length <= 100 ? full : null
}

function findName(text: string): string | null {
  for (const m of text.matchAll(STRONG_CUE)) {
    const name = nameAfter(text, m.index + m[0].length, true)
    if (name) return name
  }
  for (const m of text.matchAll(WEAK_CUE)) {
    const name = nameAfter(text, m.index + m[0].length, false)
    if (name) return name
  }
  return null
}

// ---- Property, down payment, mortgage type ---------------------------------------------

/** Most specific first: a "detached house" is detached, a "condo apartment" a condo. */
const PROPERTY_TYPES: readonly [ChatPropertyType, RegExp][] = [
  ['semi-detached', /\bsemi(?:[\s-]?detached)?s?\b/],
  ['detached', /\bdetached\b/],
  ['townhouse', /\btown\s?(?:house|home)s?\b/],
  ['duplex', /\bduplex(?:es)?\b/],
  ['condo', /\bcondo(?:minium)?s?\b/],
  ['apartment', /\bapartments?\b/],
  ['house', /\bhouses?\b/],
]

function findPropertyType(lower: string): ChatPropertyType | null {
  return PROPERTY_TYPES.find(([, re]) => re.test(lower))?.[0] ?? null
}

function findMortgageType(lower: string): ChatMortgageType | null {
  if (/\brefinanc\w*|\brefi\b/.test(lower)) return 'refinance'
  if (/\brenew(?:al|als|ing|ed)?\b/.test(lower)) return 'renewal'
  // "fixed or variable?" is a question, not a choice.
  if (!/\b(?:fixed|variable)\b.{0,20}\b(?:or|vs\.?|versus)\b.{0,20}\b(?:fixed|variable)\b/.test(lower)) {
    const fixed = lower.search(/\bfixed\b/)
    const variable = lower.search(/\b(?:variable|adjustable)\b/)
    if (fixed !== -1 && (variable === -1 || fixed < variable)) return 'fixed'
    if (variable !== -1) return 'variable'
  }
  if (/\bconventional\b/.test(lower)) return 'conventional'
  return null
}

const DOWN_AFTER = /^\s*(?:down\b|down\s?payment|deposit)/
const DOWN_BEFORE =
  /(?:down\s?payment|deposit|put(?:ting)?\s+down|saved(?:\s+up)?|savings(?:\s+of)?)\s*(?:is|of|:|=|about|around|roughly|approximately|~)?\s*(?:about|around)?\s*\$?\s*$/
/** An amount near these words is an income, a debt, a loan or a fee: not the property's value. */
const NOT_VALUE_BEFORE =
  /(?:income|salary|make|making|earn|earning|earns|owe|owing|balance|debt|debts|loan|borrow|borrowing|mortgage of|payment on|payments on|payment for|payments for|pay on|rent|fees?|tax(?:es)?|limit|withdraw|rrsp|fhsa|line of credit)\s*(?:is|of|:|about|around|roughly|approximately|~)?\s*(?:a|an)?\s*\$?\s*$/
const NOT_VALUE_AFTER =
  /^\s*(?:a year|per year|a month|per month|\/\s?(?:yr|year|mo|month)|annually|yearly|monthly|salary|income|mortgage|loan|debt|of debt|in debt|owing|left|remaining|balance|heloc|line of credit|rrsp|fhsa)/
const VALUE_CUE_BEFORE =
  /(?:price|priced|worth|valued?|listed|listing|budget|asking|for|at|under|around|about|buying|buy|purchase|range|up to)\s*(?:is|of|at|:|about|around|roughly)?\s*(?:a|an)?\s*\$?\s*$/

const MIN_PROPERTY_VALUE = 50_000
const MAX_AMOUNT = 100_000_000

function findMoneyDetails(text: string): { propertyValue: number | null; downPayment: DownPaymentDetail | null } {
  let downPayment: DownPaymentDetail | null = null
  for (const p of findPercents(text)) {
    const b = before(text, p, 24)
    const a = after(text, p, 16)
    if (
      p.value > 0 &&
      p.value <= 100 &&
      (DOWN_AFTER.test(a) || /(?:down\s?payment|deposit)\s*(?:is|of|:|=|about|around)?\s*$/.test(b))
    ) {
      downPayment = { percent: p.value }
      break
    }
  }
  let propertyValue: number | null = null
  let cued = false
  for (const n of findAmounts(text)) {
    const b = before(text, n)
    const a = after(text, n)
    if (n.value <= 0 || n.value > MAX_AMOUNT) continue
    if (DOWN_AFTER.test(a) || DOWN_BEFORE.test(b)) {
      if (!downPayment && (n.explicit || n.value >= 1000)) downPayment = { amount: n.value }
      continue
    }
    // "a $600,000 house" is a price even after "payment on".
    const propertyAfter =
      /^\s*(?:house|home|condo|townhouse|townhome|semi|detached|duplex|apartment|property|place)/.test(a)
    if (!propertyAfter && (NOT_VALUE_BEFORE.test(b) || NOT_VALUE_AFTER.test(a))) continue
    if (n.value < MIN_PROPERTY_VALUE) continue
    const cue = propertyAfter || VALUE_CUE_BEFORE.test(b)
    // A cued amount wins over an earlier uncued one; among equals the first stays.
    if (propertyValue === null || (cue && !cued)) {
      propertyValue = n.value
      cued = cue
    }
  }
  return { propertyValue, downPayment }
}

/** The details found in one message. */
export function extractDetails(text: string): ChatExtraction {
  const email = findEmail(text)
  const withoutEmail = mask(text, email)
  const phone = findPhone(withoutEmail)
  const plain = mask(withoutEmail, phone)
  const lower = plain.toLowerCase()
  return {
    name: findName(plain),
    email: email?.value ?? null,
    phone: phone?.value ?? null,
    ...findMoneyDetails(plain),
    propertyType: findPropertyType(lower),
    mortgageType: findMortgageType(lower),
  }
}

/** Later details win; a detail missing from `next` keeps its earlier value. */
export function mergeExtraction(previous: ChatExtraction, next: ChatExtraction): ChatExtraction {
  return {
    name: next.name ?? previous.name,
    email: next.email ?? previous.email,
    phone: next.phone ?? previous.phone,
    propertyValue: next.propertyValue ?? previous.propertyValue,
    propertyType: next.propertyType ?? previous.propertyType,
    downPayment: next.downPayment ?? previous.downPayment,
    mortgageType: next.mortgageType ?? previous.mortgageType,
  }
}

/** Everything the visitor said in a conversation, merged in order. */
export function extractFromConversation(messages: readonly ChatMessage[]): ChatExtraction {
  return messages
    .filter((m) => m.role === 'user')
    .reduce((acc, m) => mergeExtraction(acc, extractDetails(m.content)), { ...EMPTY_EXTRACTION })
}

/** A chat becomes a lead only once an email or a phone was found. */
export function hasContact(extraction: ChatExtraction): boolean {
  return extraction.email !== null || extraction.phone !== null
}

/** The parts of a message that are contact details or a name, blanked (what is left is the question). */
export function withoutContactDetails(text: string): string {
  const email = findEmail(text)
  const a = mask(text, email)
  const phone = findPhone(a)
  return mask(a, phone)
    .replace(/\b(?:my\s+name\s+is|my\s+name['’]?s|name\s*:)\s+\p{L}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}/giu, ' ')
    .replace(
      /(?:^|\b)(?:i['’]?m|i\s+am|this\s+is|call\s+me)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}/gu,
      (m) => {
        const name = findName(m)
        return name ? ' ' : m
      },
    )
    .replace(
      /\b(?:my\s+)?(?:email|e-mail|phone|cell|number|contact)(?:\s+(?:is|number|address))?\s*:?\s*(?=\s|$)/gi,
      ' ',
    )
}

/** '+14165550123' → '(416) 555-0123'. */
export function formatPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164)
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164
}
