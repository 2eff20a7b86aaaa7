import { MailIcon, PhoneIcon } from '#app/components/ui/icons.tsx'
import { telHref } from '#shared/text/phone.ts'
import { css } from '#styled-system/css'

/** A contact link: its icon beside it, a 44 px target, a long address wrapping anywhere. */
export const contactLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  color: 'accent.fg',
  textDecoration: 'underline',
  minH: '11',
  wordBreak: 'break-word',
})

/** A person's e-mail and phone (when there is one) as links with their icons, each a 44 px target. */
export function ContactLinks({ email, phone }: { email: string; phone: string | null | undefined }) {
  return (
    <>
      <a href={`mailto:${email}`} className={contactLink}>
        <MailIcon aria-hidden="true" /> {email}
      </a>
      {phone ? (
        <a href={telHref(phone)} className={contactLink}>
          <PhoneIcon aria-hidden="true" /> {phone}
        </a>
      ) : null}
    </>
  )
}
