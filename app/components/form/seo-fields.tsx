import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '#shared/schemas/agent-dashboard.ts'
import { css } from '#styled-system/css'
import { CountedTextField } from './counted-text-field'
import { TextRow } from './form-rows'
import { LinkField } from './link-field'

type SeoValues = { metaTitle: string; metaDescription: string; metaKeywords?: string; ogImage?: string }

/**
 * How a page shows in search results and link previews: the meta title (60) and description
 * (160) with live counters, and, when the form has them, the keywords and the share image.
 * `hints` say what an empty field falls back to.
 */
export function SeoFields<F extends SeoValues>({
  form,
  set,
  errors,
  hints = {},
  titlePlaceholder,
  keywordsPlaceholder,
}: {
  form: F
  set(key: keyof SeoValues & keyof F): (value: string) => void
  errors: Partial<Record<keyof F, string>>
  hints?: { metaTitle?: string; metaDescription?: string; ogImage?: string }
  titlePlaceholder?: string
  keywordsPlaceholder?: string
}) {
  return (
    <>
      <CountedTextField
        name="metaTitle"
        label="Meta Title"
        value={form.metaTitle}
        max={SEO_TITLE_MAX}
        onChange={set('metaTitle')}
        error={errors.metaTitle}
        hint={hints.metaTitle}
        placeholder={titlePlaceholder}
      />
      <CountedTextField
        name="metaDescription"
        label="Meta Description"
        value={form.metaDescription}
        max={SEO_DESCRIPTION_MAX}
        multiline
        onChange={set('metaDescription')}
        error={errors.metaDescription}
        hint={hints.metaDescription}
      />
      {form.metaKeywords !== undefined ? (
        <TextRow
          name="metaKeywords"
          label="Meta Keywords"
          value={form.metaKeywords}
          maxLength={255}
          onChange={set('metaKeywords')}
          error={errors.metaKeywords}
          hint="Separated by commas."
          placeholder={keywordsPlaceholder}
        />
      ) : null}
      {form.ogImage !== undefined ? (
        <LinkField
          name="ogImage"
          label="Share Image"
          value={form.ogImage}
          onChange={set('ogImage')}
          error={errors.ogImage}
          hint={hints.ogImage}
        />
      ) : null}
    </>
  )
}

/** The SEO fields as their own group of a longer form ('SEO Settings'). */
export function SeoFieldset<F extends SeoValues>(props: Parameters<typeof SeoFields<F>>[0]) {
  return (
    <fieldset
      className={css({ display: 'grid', gap: '4', borderTopWidth: '1px', borderColor: 'border.subtle', pt: '4' })}
    >
      <legend className={css({ fontWeight: 'semibold', color: 'fg.heading', mb: '2' })}>SEO Settings</legend>
      <SeoFields {...props} />
    </fieldset>
  )
}
