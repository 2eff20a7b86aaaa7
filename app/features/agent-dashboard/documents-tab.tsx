import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { percentOf, UploadPicker } from '#app/components/form/upload-picker.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  deleteMyDocumentMutation,
  downloadMyDocument,
  myDocumentsQueryOptions,
  uploadMyDocumentMutation,
} from '#app/data/agent-content.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { AGENT_DASHBOARD_MESSAGES as M, type MyDocument } from '#shared/schemas/agent-dashboard.ts'
import { css } from '#styled-system/css'
import {
  DOCUMENT_NAME_MAX,
  documentKindLabel,
  documentName,
  downloadFileName,
  formatFileSize,
  shortDate,
} from './content-format'
import { TabError, TabLoading } from './profile-tab'

/** Texts of the documents tab: the spec's ('Failed to upload document: {reason}'), the rest in docs/decisions/065. */
export const DOCUMENTS_TEXT = {
  fetchFailed: 'Failed to fetch documents',
  uploaded: 'Document uploaded',
  deleted: 'Document deleted',
  deleteFailed: 'Failed to delete document',
  downloadFailed: 'Failed to download document',
  empty: 'No documents yet. Upload your licence, certificates or other files to keep them here.',
  confirmDelete: (name: string) => `Delete “${name}”? This cannot be undone.`,
  offline: 'Check your connection and try again',
} as const

const ACCEPT =
  '.pdf,.doc,.docx,.jpg,.jpeg,.png,.webp,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png,image/webp'

/** Saves a downloaded document under its name (an object URL; the file never has a public address). */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The Documents tab: upload (PDF, DOC, DOCX, images) with progress, list, download, delete. */
export function DocumentsTab() {
  const docs = useQuery(myDocumentsQueryOptions())
  const [name, setName] = useState('')
  const [certificate, setCertificate] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [downloading, setDownloading] = useState<string | null>(null)
  const upload = useMutation({
    ...uploadMyDocumentMutation(),
    onSuccess: () => {
      setName('')
      setCertificate(false)
      setUploadError(null)
      toaster.success({ title: DOCUMENTS_TEXT.uploaded })
    },
    onError: (e) => {
      const reason = e instanceof ApiError ? (e.detail?.fields?.file ?? e.message) : DOCUMENTS_TEXT.offline
      setUploadError(e instanceof ApiError && e.detail?.fields?.name ? null : reason)
      toaster.error({ title: M.documentFailed(reason) })
    },
  })
  const remove = useMutation({
    ...deleteMyDocumentMutation(),
    onSuccess: () => toaster.success({ title: DOCUMENTS_TEXT.deleted }),
    onError: (e) =>
      toaster.error({ title: DOCUMENTS_TEXT.deleteFailed, description: e instanceof ApiError ? e.message : undefined }),
  })
  const nameError = upload.error instanceof ApiError ? upload.error.detail?.fields?.name : undefined
  const download = async (doc: MyDocument) => {
    setDownloading(doc.id)
    try {
      saveBlob(await downloadMyDocument(doc.id), downloadFileName(doc.name, doc.mimeType))
    } catch (e) {
      toaster.error({
        title: DOCUMENTS_TEXT.downloadFailed,
        description: e instanceof ApiError ? e.message : DOCUMENTS_TEXT.offline,
      })
    } finally {
      setDownloading(null)
    }
  }
  return (
    <div className={css({ display: 'grid', gap: '6', maxW: '4xl' })}>
      <section
        aria-labelledby="documents-upload"
        className={css({
          display: 'grid',
          gap: '4',
          p: '4',
          borderWidth: '1px',
          borderColor: 'border.subtle',
          borderRadius: 'lg',
          maxW: '2xl',
        })}
      >
        <h3 id="documents-upload" className={css({ fontWeight: 'semibold', color: 'fg.heading' })}>
          Upload a document
        </h3>
        <Field.Root invalid={!!nameError}>
          <Field.Label>Document Name</Field.Label>
          <Field.Input
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={DOCUMENT_NAME_MAX}
            placeholder="e.g. FSRA licence 2026"
          />
          <Field.HelperText>Leave empty to use the file's name.</Field.HelperText>
          <Field.ErrorText>{nameError}</Field.ErrorText>
        </Field.Root>
        <Checkbox.Root checked={certificate} onCheckedChange={(d) => setCertificate(d.checked === true)}>
          <Checkbox.Control>
            <Checkbox.Indicator />
          </Checkbox.Control>
          <Checkbox.Label>This is a certificate</Checkbox.Label>
          <Checkbox.HiddenInput />
        </Checkbox.Root>
        <UploadPicker
          label="Choose a file to upload"
          hint="PDF, DOC, DOCX, or a JPEG, PNG or WebP image, up to 10 MB."
          accept={ACCEPT}
          progress={progress}
          progressLabel="Uploading document"
          onFile={(file) => {
            setUploadError(null)
            setProgress(0)
            // Progress is reset per call: a mutation-level onSettled would replace the data layer's list refresh.
            upload.mutate(
              {
                file,
                name: documentName(name, file.name),
                type: certificate ? 'certificate' : 'other',
                onProgress: (p) => setProgress(percentOf(p)),
              },
              { onSettled: () => setProgress(null) },
            )
          }}
        />
        {uploadError ? (
          <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
            {M.documentFailed(uploadError)}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="documents-list" className={css({ display: 'grid', gap: '3' })}>
        <h3 id="documents-list" className={css({ fontWeight: 'semibold', color: 'fg.heading' })}>
          Your documents
        </h3>
        {docs.isPending ? (
          <TabLoading label="Loading your documents" />
        ) : docs.isError ? (
          <TabError message={DOCUMENTS_TEXT.fetchFailed} retry={() => void docs.refetch()} />
        ) : docs.data.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>{DOCUMENTS_TEXT.empty}</p>
        ) : (
          <ul aria-label="Your documents" className={css({ display: 'grid', gap: '2' })}>
            {docs.data.map((doc) => (
              <li key={doc.id} className={row}>
                <div className={css({ display: 'grid', gap: '1', minW: '0' })}>
                  <span className={css({ fontWeight: 'medium', color: 'fg.heading', overflowWrap: 'anywhere' })}>
                    {doc.name}
                  </span>
                  <span
                    className={css({
                      display: 'flex',
                      gap: '2',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      fontSize: 'sm',
                      color: 'fg.muted',
                    })}
                  >
                    <Badge size="sm">{documentKindLabel(doc.mimeType)}</Badge>
                    {doc.type === 'certificate' ? (
                      <Badge size="sm" tone="info">
                        Certificate
                      </Badge>
                    ) : null}
                    <span>{formatFileSize(doc.fileSize)}</span>
                    <span>{shortDate(doc.uploadedAt)}</span>
                  </span>
                </div>
                <div className={css({ display: 'flex', gap: '2', flexShrink: '0' })}>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Download ${doc.name}`}
                    loading={downloading === doc.id}
                    onClick={() => void download(doc)}
                  >
                    Download
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="danger"
                    aria-label={`Delete ${doc.name}`}
                    loading={remove.isPending && remove.variables === doc.id}
                    onClick={() => {
                      if (window.confirm(DOCUMENTS_TEXT.confirmDelete(doc.name))) remove.mutate(doc.id)
                    }}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

const row = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'stretch', sm: 'center' },
  justifyContent: 'space-between',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'md',
})
