import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { CheckboxRow, TextRow } from '#app/components/form/form-rows.tsx'
import { UploadPicker, useUpload } from '#app/components/form/upload-picker.tsx'
import { staffSurface } from '#app/components/layout/staff/staff-styles.ts'
import { DeleteConfirmation } from '#app/components/screen/delete-confirmation.tsx'
import { ListSection, Panel, StaffScreen } from '#app/components/screen/staff-screen.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import {
  deleteMyDocumentMutation,
  downloadMyDocument,
  myDocumentsQueryOptions,
  uploadMyDocumentMutation,
} from '#app/data/agent-content.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { saveBlob } from '#app/lib/download.ts'
import { AGENT_DASHBOARD_MESSAGES as M, type MyDocument } from '#shared/schemas/agent-dashboard.ts'
import { css, cx } from '#styled-system/css'
import { meta } from './blog-tab'
import {
  DOCUMENT_NAME_MAX,
  documentKindLabel,
  documentName,
  downloadFileName,
  formatFileSize,
  shortDate,
} from './content-format'

/** Texts of the documents tab: the catalogue's ('Failed to upload document: {reason}'), the rest in docs/decisions/065. */
export const DOCUMENTS_TEXT = {
  loading: 'Loading your documents…',
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

/** The Documents tab: upload (PDF, DOC, DOCX, images) with progress, list, download, delete. */
export function DocumentsTab() {
  const docs = useQuery(myDocumentsQueryOptions())
  const [name, setName] = useState('')
  const [certificate, setCertificate] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [nameError, setNameError] = useState<string | undefined>(undefined)
  const [downloading, setDownloading] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<MyDocument | null>(null)
  const { upload, progress } = useUpload({
    ...uploadMyDocumentMutation(),
    onSuccess: () => {
      setName('')
      setCertificate(false)
      setUploadError(null)
      setNameError(undefined)
      toaster.success({ title: DOCUMENTS_TEXT.uploaded })
    },
    onError: (e) => {
      const fields = e instanceof ApiError ? e.fields : {}
      const reason = e instanceof ApiError ? (fields.file ?? e.message) : DOCUMENTS_TEXT.offline
      setNameError(fields.name)
      setUploadError(fields.name ? null : reason)
      toaster.error({ title: M.documentFailed(reason) })
    },
  })
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
    <StaffScreen id="tab-documents" title="Documents">
      <div className={css({ display: 'grid', gap: '6', maxW: '4xl' })}>
        <Panel title="Upload a document" className={css({ maxW: '2xl' })}>
          <TextRow
            name="name"
            label="Document Name"
            value={name}
            onChange={setName}
            maxLength={DOCUMENT_NAME_MAX}
            placeholder="e.g. FSRA licence 2026"
            hint="Leave empty to use the file's name."
            error={nameError}
          />
          <CheckboxRow
            name="certificate"
            label="This is a certificate"
            checked={certificate}
            onChange={setCertificate}
          />
          <UploadPicker
            label="Choose a file to upload"
            hint="PDF, DOC, DOCX, or a JPEG, PNG or WebP image, up to 10 MB."
            accept={ACCEPT}
            progress={progress}
            progressLabel="Uploading document"
            onFile={(file) => {
              setUploadError(null)
              upload({ file, name: documentName(name, file.name), type: certificate ? 'certificate' : 'other' })
            }}
          />
          {uploadError ? (
            <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
              {M.documentFailed(uploadError)}
            </p>
          ) : null}
        </Panel>

        <ListSection title="Your documents" query={docs} texts={DOCUMENTS_TEXT} gap="2">
          {(doc) => (
            <li key={doc.id} className={row}>
              <div className={css({ display: 'grid', gap: '1', minW: '0' })}>
                <span className={css({ fontWeight: 'medium', color: 'fg.heading', overflowWrap: 'anywhere' })}>
                  {doc.name}
                </span>
                <span className={meta}>
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
                <Button size="sm" variant="outline" loading={downloading === doc.id} onClick={() => void download(doc)}>
                  Download<span className={css({ srOnly: true })}> {doc.name}</span>
                </Button>
                <Button size="sm" variant="outline" tone="danger" onClick={() => setDeleting(doc)}>
                  Delete<span className={css({ srOnly: true })}> {doc.name}</span>
                </Button>
              </div>
            </li>
          )}
        </ListSection>
        {deleting ? (
          <DeleteConfirmation
            title="Delete document?"
            description={DOCUMENTS_TEXT.confirmDelete(deleting.name)}
            mutation={deleteMyDocumentMutation()}
            variables={deleting.id}
            deleted={DOCUMENTS_TEXT.deleted}
            failed={DOCUMENTS_TEXT.deleteFailed}
            onClose={() => setDeleting(null)}
          />
        ) : null}
      </div>
    </StaffScreen>
  )
}

/** Stacked on a phone, the name and its buttons on one line wider. */
const row = cx(
  staffSurface.row,
  css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'stretch', sm: 'center' } }),
  css({ justifyContent: 'space-between', gap: '3', p: '3' }),
)
