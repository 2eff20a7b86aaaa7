import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { AgentSelectRow, wideCell } from '#app/components/form/form-rows.tsx'
import { useLeadFormValues } from '#app/components/form/use-lead-form.ts'
import { agentOptionsQueryOptions } from '#app/data/public/agents.ts'
import { AskerRows, CaseForm } from './case-form'
import {
  buildComplaintPayload,
  COMPLAINT_FORM_TEXTS,
  COMPLAINT_SERVER_FIELDS,
  initialComplaintValues,
  NO_AGENT,
  validateComplaint,
} from './complaint-model'

/**
 * The complaints page's form: a complaint record (not a lead), sent through the device outbox
 * like every public form, so one written offline is kept and sent once when the connection is
 * back (the page itself is not kept offline; the queued complaint is).
 */
export function ComplaintForm({ label }: { label: string }) {
  const { form, formProps, field } = useLeadFormValues('complaint', {
    serverFields: COMPLAINT_SERVER_FIELDS,
    texts: COMPLAINT_FORM_TEXTS,
    initial: initialComplaintValues,
    validate: validateComplaint,
    build: buildComplaintPayload,
  })
  const agents = useQuery(agentOptionsQueryOptions())
  const agentOptions = useMemo(
    () => [
      { value: NO_AGENT, label: 'Not about one agent' },
      ...(agents.data?.agents ?? []).map((a) => ({ value: a.id, label: a.name })),
    ],
    [agents.data],
  )
  const details = { label: 'What happened, and what you would like us to do', rows: 6, ...field('details') }
  return (
    <CaseForm label={label} formProps={formProps} form={form} details={details} submitLabel="Send Complaint">
      <AskerRows field={field} />
      <div className={wideCell}>
        <AgentSelectRow unavailable={agents.isError} options={agentOptions} {...field('agentId')} />
      </div>
    </CaseForm>
  )
}
