import { useMutation } from '@tanstack/react-query'
import { Page } from '#app/components/layout/page.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { unsubscribeNewsletter } from '#app/data/public/public-content.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { UNSUBSCRIBE_TEXTS } from '#shared/constants/public-forms.ts'
import { css } from '#styled-system/css'

/**
 * /newsletter/unsubscribe?token=…: no sign-in. Opening the page changes nothing (mail scanners
 * open links); the visitor confirms with one button, and a second click says the same.
 */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  useDocumentTitle(UNSUBSCRIBE_TEXTS.title)
  const mutation = useMutation({
    mutationFn: unsubscribeNewsletter,
  })
  const result = mutation.data?.outcome
  return (
    <Page title={UNSUBSCRIBE_TEXTS.title}>
      <Card.Root className={css({ maxW: 'xl' })}>
        <Card.Body className={css({ display: 'grid', gap: '4', pt: '6' })}>
          {!token ? (
            <p>{UNSUBSCRIBE_TEXTS.missing}</p>
          ) : result === 'unsubscribed' ? (
            <p role="status">{UNSUBSCRIBE_TEXTS.done}</p>
          ) : result === 'unknown' ? (
            <p role="alert">{UNSUBSCRIBE_TEXTS.unknown}</p>
          ) : (
            <>
              <p>Click the button to stop receiving our newsletter at this address.</p>
              {mutation.isError ? (
                <p role="alert" className={css({ color: 'danger.fg', fontWeight: 'medium' })}>
                  {UNSUBSCRIBE_TEXTS.failed}
                </p>
              ) : null}
              <div>
                <Button
                  type="button"
                  loading={mutation.isPending}
                  loadingText={UNSUBSCRIBE_TEXTS.busy}
                  onClick={() => mutation.mutate(token)}
                >
                  {UNSUBSCRIBE_TEXTS.button}
                </Button>
              </div>
            </>
          )}
        </Card.Body>
      </Card.Root>
    </Page>
  )
}
