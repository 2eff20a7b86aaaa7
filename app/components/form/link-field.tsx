import { TextRow, type TextRowProps } from './form-rows'

/**
 * A web address field (agent dashboard Social, Links, SEO): the phone keyboard for
 * URLs, no autocorrect or capitals, the error of the client check or the server's 400 under it.
 */
export function LinkField(props: Omit<TextRowProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return (
    <TextRow
      {...props}
      type="url"
      inputMode="url"
      autoComplete="url"
      maxLength={2000}
      placeholder={props.placeholder ?? 'https://'}
    />
  )
}
