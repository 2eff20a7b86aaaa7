import { type UseMutationOptions, useMutation } from '@tanstack/react-query'
import { type ChangeEvent, useId, useState } from 'react'
import { css } from '#styled-system/css'

/**
 * A file picker that looks like an outline button (a visible label around a visually hidden
 * `<input type="file">`, so keyboard and screen readers get the native control), its hint and,
 * while an upload runs, a `<progress>` with the percentage. The caller uploads (e.g. with
 * `uploadWithProgress`) and passes `progress` (0–100) or null when idle.
 */
export function UploadPicker({
  label,
  hint,
  accept,
  progress,
  progressLabel,
  disabled,
  onFile,
}: {
  label: string
  hint: string
  accept: string
  progress: number | null
  progressLabel: string
  disabled?: boolean
  onFile(file: File): void
}) {
  const id = useId()
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0]
    e.currentTarget.value = ''
    if (file) onFile(file)
  }
  const busy = progress !== null
  return (
    <div className={css({ display: 'grid', gap: '2', alignContent: 'start' })}>
      <label htmlFor={id} data-disabled={disabled || busy ? '' : undefined} className={pickerButton}>
        {label}
        <input
          id={id}
          type="file"
          accept={accept}
          onChange={change}
          disabled={disabled || busy}
          aria-describedby={`${id}-hint`}
          className={css({ srOnly: true })}
        />
      </label>
      <span id={`${id}-hint`} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {hint}
      </span>
      {busy ? (
        <progress value={progress} max={100} aria-label={progressLabel} className={css({ w: 'full', maxW: '60' })}>
          {progress}%
        </progress>
      ) : null}
    </div>
  )
}

const pickerButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '11',
  px: '4',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'md',
  cursor: 'pointer',
  fontWeight: 'medium',
  justifySelf: 'start',
  _focusWithin: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
  _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
})

/** Percent (0–100) of an upload progress event; 0 while the total is unknown. */
export const percentOf = (p: { loaded: number; total: number }) =>
  p.total > 0 ? Math.min(100, Math.round((p.loaded / p.total) * 100)) : 0

type Progress = { loaded: number; total: number }

/**
 * A file upload of the data layer (`options`, whose variables take `onProgress`) and its progress
 * for UploadPicker: 0–100 while it runs, null when idle. `upload(variables)` starts one.
 */
export function useUpload<TData, V extends { onProgress?: ((p: Progress) => void) | undefined }, C>(
  options: UseMutationOptions<TData, Error, V, C>,
) {
  const [progress, setProgress] = useState<number | null>(null)
  const mutation = useMutation(options)
  const upload = (variables: Omit<V, 'onProgress'>) => {
    setProgress(0)
    // Reset per call: a mutation-level onSettled would replace the data layer's own.
    mutation.mutate({ ...variables, onProgress: (p: Progress) => setProgress(percentOf(p)) } as V, {
      onSettled: () => setProgress(null),
    })
  }
  return { upload, progress, pending: mutation.isPending }
}
