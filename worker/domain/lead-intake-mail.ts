/**
 * E-mail after an intake (lead-intake.ts `announceIntakes`): for each new lead and each
 * returning client's inquiry, the lead's agent gets an e-mail (unless they turned 'E-mail me new
 * leads' off) and the visitor a short acknowledgement. Newsletter sign-ups get neither (they ask
 * for no answer), and a visitor without a real address (the chat's placeholder) no
 * acknowledgement. Reassignments send nothing here.
 *
 * The work runs after the request's answer (`defer`, the request's waitUntil): a slow database
 * or queue never delays the lead, and an error is logged, never failing it. Each message's
 * idempotency key is its kind, the submission and the recipient, so a replayed submission
 * (which makes no intake anyway) can never mail twice.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '#worker/db/client.ts'
import { runAsJob } from '#worker/db/request-gate.ts'
import { agents, leads } from '#worker/db/schema/index.ts'
import { log } from '#worker/lib/log.ts'
import type { LeadIntake } from './lead-intake'
import { acknowledgementMessage, newLeadMessage } from './mail/lead-messages'
import { enqueueMail, type MailQueue, type OutgoingMail } from './mail/mail-queue'

export type IntakeMail = {
  queue: MailQueue
  /** The verified sender address. */
  from: string
  /** The site's origin, for links in the messages. */
  origin: string
  /** Keeps the work alive after the answer (the request's waitUntil). */
  defer(work: Promise<unknown>): void
}

export function mailIntakes(db: Db, intakes: readonly LeadIntake[], mail: IntakeMail | undefined): void {
  if (!mail) return
  const wanted = intakes.filter((i) => i.happened === 'created' || i.happened === 'returning')
  if (wanted.length === 0) return
  mail.defer(
    runAsJob(() => queueIntakeMail(db, wanted, mail)).catch((error) =>
      log.error('lead mail not queued', { leads: wanted.length, error: String(error) }),
    ),
  )
}

/** Composes and queues the intakes' messages; returns how many were queued. */
export async function queueIntakeMail(
  db: Db,
  intakes: readonly LeadIntake[],
  mail: Pick<IntakeMail, 'queue' | 'from' | 'origin'>,
): Promise<number> {
  const ids = [...new Set(intakes.map((i) => i.lead.id))]
  const rows = await db
    .select({
      id: leads.id,
      clientName: leads.clientName,
      clientEmail: leads.clientEmail,
      clientPhone: leads.clientPhone,
      emailKey: leads.emailKey,
      source: leads.source,
      submissionKind: leads.submissionKind,
      metadata: leads.metadata,
      agentName: agents.name,
      agentEmail: agents.email,
      agentWantsMail: agents.emailNewLeads,
    })
    .from(leads)
    .leftJoin(agents, and(eq(agents.id, leads.agentId), eq(agents.isActive, true), isNull(agents.deletedAt)))
    .where(inArray(leads.id, ids))
  const byId = new Map(rows.map((r) => [r.id, r]))
  const out: OutgoingMail[] = []
  for (const intake of intakes) {
    const lead = byId.get(intake.lead.id)
    if (!lead || lead.submissionKind === 'newsletter') continue
    const about = intake.submissionId ?? lead.id
    const agent = lead.agentName && lead.agentEmail ? { name: lead.agentName, email: lead.agentEmail } : null
    if (agent && lead.agentWantsMail) {
      const happened = intake.happened === 'returning' ? 'returning' : 'created'
      out.push({
        idempotencyKey: `new-lead:${about}:${agent.email.toLowerCase()}`,
        leadId: lead.id,
        message: newLeadMessage({ lead, agent, happened, from: mail.from, origin: mail.origin }),
      })
    }
    if (lead.emailKey) {
      out.push({
        idempotencyKey: `lead-acknowledgement:${about}:${lead.emailKey}`,
        leadId: lead.id,
        message: acknowledgementMessage({ lead, agent, from: mail.from }),
      })
    }
  }
  return enqueueMail(db, mail.queue, out)
}
