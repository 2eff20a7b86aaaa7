import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '#shared/constants/seo.ts'
import { css } from '#styled-system/css'
import { CountedTextField } from './counted-text-field'
import { TextRow } from './form-rows'
import { LinkField } from './link-field'

/** One text field's props as an edit form gives them (useEditForm's `field`). */
type FieldProps = { name: string; value: string; onChange(value: string): void; error?: string | undefined }

/**
 * How a page shows in search results and link previews: the meta title (60) and description
 * (160) with live counters, and, when given, the keywords and the share image. `hints` say what
 * an empty field falls back to.
 */
export function SeoFields({
  title,
  description,
  keywords,
  image,
  hints = {},
  titlePlaceholder,
  keywordsPlaceholder,
}: {
  title: FieldProps
  description: FieldProps
  keywords?: FieldProps
  image?: FieldProps
  hints?: { title?: string; description?: string; image?: string }
  titlePlaceholder?: string
  keywordsPlaceholder?: string
}) {
  return (
    <>
      <CountedTextField
        label="Meta Title"
        max={SEO_TITLE_MAX}
        hint={hints.title}
        placeholder={titlePlaceholder}
        {...title}
      />
      <CountedTextField
        label="Meta Description"
        max={SEO_DESCRIPTION_MAX}
        multiline
        hint={hints.description}
        {...description}
      />
      {keywords ? (
        <TextRow
          label="Meta Keywords"
          maxLength={255}
          hint="Separated by commas."
          placeholder={keywordsPlaceholder}
          {...keywords}
        />
      ) : null}
      {image ? <LinkField label="Share Image" hint={hints.image} {...image} /> : null}
    </>
  )
}

/** The SEO fields as their own group of a longer form ('SEO Settings'). */
export function SeoFieldset(props: Parameters<typeof SeoFields>[0]) {
  return (
    <fieldset
      className={css({ display: 'grid', gap: '4', borderTopWidth: '1px', borderColor: 'border.subtle', pt: '4' })}
    >
      <legend className={css({ fontWeight: 'semibold', color: 'fg.heading', mb: '2' })}>SEO Settings</legend>
      <SeoFields {...props} />
    </fieldset>
  )
}
