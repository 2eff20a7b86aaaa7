import { type UseMutationOptions, useMutation } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { serverMessage } from '#app/components/screen/use-edit-form.ts'
import { Button } from '#app/components/ui/button.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { css, cx } from '#styled-system/css'
import { UploadPicker, useUpload } from './upload-picker'

type Progress = { loaded: number; total: number }

/**
 * An image of a record (a headshot, a banner, a post's featured image): its label, the preview
 * (or `placeholder` while there is none; without one the box is left out), the file picker with the
 * upload's progress ('Upload {name}', then 'Replace {name}'), 'Remove {name}', a status line
 * (`note`: 'Uploaded') and the field's error. JPEG, PNG or WebP up to 5 MB; the server checks the
 * bytes again. The caller uploads and removes.
 */
export function ImageField({
  label,
  name,
  src,
  alt,
  shape = 'square',
  placeholder,
  progress,
  onFile,
  onRemove,
  removing = false,
  removeLabel = `Remove ${name}`,
  disabled = false,
  note,
  error,
}: {
  label: ReactNode
  /** How the texts name it, lower case: 'headshot', 'featured image'. */
  name: string
  src: string | null
  alt: string
  shape?: 'square' | 'wide' | 'photo'
  placeholder?: string
  progress: number | null
  onFile(file: File): void
  onRemove?(): void
  removing?: boolean
  removeLabel?: string
  disabled?: boolean
  note?: string | null
  error?: string | undefined
}) {
  return (
    <div className={css({ display: 'grid', gap: '2', alignContent: 'start' })}>
      <span className={css({ fontWeight: 'medium', color: 'fg.heading' })}>{label}</span>
      {src || placeholder !== undefined ? (
        <div className={shape === 'square' ? squareBox : shape === 'wide' ? wideBox : photoBox}>
          {src ? (
            <img src={src} alt={alt} className={css({ w: 'full', h: 'full', objectFit: 'cover' })} />
          ) : (
            placeholder
          )}
        </div>
      ) : null}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'start' })}>
        <UploadPicker
          label={`${src ? 'Replace' : 'Upload'} ${name}`}
          hint="JPEG, PNG or WebP, up to 5 MB."
          accept="image/jpeg,image/png,image/webp"
          progress={progress}
          progressLabel={`Uploading ${name}`}
          disabled={disabled || removing}
          onFile={onFile}
        />
        {src && onRemove ? (
          <Button
            variant="outline"
            tone="danger"
            size="sm"
            loading={removing}
            loadingText="Removing…"
            disabled={progress !== null}
            onClick={onRemove}
          >
            {removeLabel}
          </Button>
        ) : null}
      </div>
      {note !== undefined ? (
        <span role="status" className={css({ fontSize: 'sm', color: 'success.fg' })}>
          {note}
        </span>
      ) : null}
      {error ? (
        <span role="alert" className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {error}
        </span>
      ) : null}
    </div>
  )
}

const previewBox = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: 'full',
  overflow: 'hidden',
  bg: 'bg.subtle',
  borderRadius: 'md',
  color: 'fg.muted',
  fontSize: 'sm',
})
const squareBox = cx(previewBox, css({ aspectRatio: '1 / 1', maxW: '40' }))
const wideBox = cx(previewBox, css({ aspectRatio: '3 / 1' }))
const photoBox = cx(previewBox, css({ aspectRatio: '16 / 9', maxW: 'sm' }))

/**
 * A post's featured image upload: the new address into the form (`setUrl`), 'Uploaded' said
 * beside the picker (not a toast: at 390 px a toast would cover a dialog's buttons), or 'Upload
 * failed: {reason}' as the field's error (`setError`).
 */
export function useImageUpload(
  options: UseMutationOptions<
    { url: string },
    Error,
    { file: Blob; onProgress?: ((p: Progress) => void) | undefined },
    unknown
  >,
  setUrl: (url: string) => void,
  setError: (message: string) => void,
) {
  const [note, setNote] = useState<string | null>(null)
  const { upload, progress, pending } = useUpload({
    ...options,
    onSuccess: ({ url }) => {
      setUrl(url)
      setNote('Uploaded')
    },
    onError: (e) => {
      setError(`Upload failed: ${serverMessage(e) ?? 'Check your connection and try again'}`)
      setNote(null)
    },
  })
  return {
    progress,
    pending,
    note,
    start: (file: File) => {
      setNote(null)
      upload({ file })
    },
    clearNote: () => setNote(null),
  }
}

/**
 * A post's featured image: the picker, its progress and 'Uploaded' from `image` (useImageUpload),
 * the preview (`previewSrc`, by default the field's address), 'Remove image' and the field's error.
 */
export function FeaturedImageField({
  field,
  image,
  previewSrc = field.value,
}: {
  field: { value: string; onChange(value: string): void; error?: string | undefined }
  image: ReturnType<typeof useImageUpload>
  previewSrc?: string
}) {
  return (
    <ImageField
      label="Featured Image"
      name="featured image"
      shape="photo"
      src={field.value ? previewSrc : null}
      alt="Featured image preview"
      progress={image.progress}
      onFile={image.start}
      onRemove={() => {
        field.onChange('')
        image.clearNote()
      }}
      removeLabel="Remove image"
      note={image.note}
      error={field.error}
    />
  )
}

/**
 * One of a record's images kept by the server in a slot (an agent's headshot, banner, logo):
 * the field, its upload with progress and Remove, each followed by its toast (`toasts`; a failure
 * with the server's words). The data layer's mutations refresh what shows the image.
 */
export function SlotImageField<S, A, B, C, D>({
  slot,
  label,
  alt,
  src,
  upload,
  clear,
  toasts,
}: {
  slot: S
  label: string
  alt: string
  src: string | null
  upload: UseMutationOptions<A, Error, { slot: S; file: Blob; onProgress?: ((p: Progress) => void) | undefined }, C>
  clear: UseMutationOptions<B, Error, S, D>
  toasts: { uploaded: string; uploadFailed: string; removed: string; removeFailed: string }
}) {
  const { upload: start, progress } = useUpload({
    ...upload,
    onSuccess: () => toaster.success({ title: toasts.uploaded }),
    onError: (e) => toaster.error({ title: toasts.uploadFailed, description: serverMessage(e) }),
  })
  const remove = useMutation({
    ...clear,
    onSuccess: () => toaster.success({ title: toasts.removed }),
    onError: (e) => toaster.error({ title: toasts.removeFailed, description: serverMessage(e) }),
  })
  return (
    <ImageField
      label={label}
      name={label.toLowerCase()}
      src={src}
      alt={alt}
      shape={/banner|background/i.test(label) ? 'wide' : 'square'}
      placeholder="No image yet"
      progress={progress}
      onFile={(file) => start({ slot, file })}
      onRemove={() => remove.mutate(slot)}
      removing={remove.isPending}
    />
  )
}
