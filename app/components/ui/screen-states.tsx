import type { HTMLAttributes, ReactNode } from 'react'
import { css, cx } from '#styled-system/css'
import { Button } from './button'
import { Spinner } from './spinner'

/**
 * The states' look, one class per part and variant: atomic classes (what Panda's `sva` compiles
 * to, without its runtime in the first load), so they share the stylesheet's utilities.
 */
const rootBase = css({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: '3',
  p: '6',
  textAlign: 'center',
  color: 'fg.muted',
  borderRadius: 'lg',
})
const STATUS = {
  loading: css({ gridAutoFlow: 'column' }),
  empty: css({ borderWidth: '1px', borderStyle: 'dashed', borderColor: 'border.default' }),
  error: css({ borderWidth: '1px', borderStyle: 'solid', borderColor: 'danger.border' }),
}
/** The room a state keeps: a tab's section, or a public page's list (more while it loads). */
const ROOM = {
  section: css({ minH: '32' }),
  page: css({ minH: '48' }),
  pageLoading: css({ minH: '96' }),
}
const message = css({ maxW: 'prose' })
const errorMessage = css({ maxW: 'prose', color: 'danger.fg', fontWeight: 'medium' })

function screenState({
  status,
  size = 'section',
}: {
  status: keyof typeof STATUS
  size?: 'page' | 'section' | undefined
}) {
  const room = size === 'page' && status === 'loading' ? ROOM.pageLoading : ROOM[size]
  return { root: cx(rootBase, STATUS[status], room), message: status === 'error' ? errorMessage : message }
}

type StateProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** `page`: a public page's list, whose room is kept while it loads; `section` (default): a tab or panel. */
  size?: 'page' | 'section' | undefined
}

/**
 * The one loading, empty and error treatment of every list, tab and page section. The texts are
 * the caller's (the spec's where it has one); a progress label ends with "…". Sizes are classes,
 * never style attributes: prerendered HTML is parsed under the CSP's `style-src 'self'`.
 */
export function LoadingState({ label, size, className, ...props }: StateProps & { label: string }) {
  const c = screenState({ status: 'loading', size })
  return (
    <div {...props} className={cx(c.root, className)}>
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  )
}

/** Nothing to show: what is missing, and what to do next (`action`). */
export function EmptyState({
  children,
  action,
  size,
  className,
  ...props
}: StateProps & { children: ReactNode; action?: ReactNode }) {
  const c = screenState({ status: 'empty', size })
  return (
    <div {...props} className={cx(c.root, className)}>
      <p className={c.message}>{children}</p>
      {action}
    </div>
  )
}

/** A failed read: what failed and 'Try again', which reads again (`onRetry`: the query's refetch). */
export function ErrorState({
  message,
  onRetry,
  size,
  className,
  ...props
}: StateProps & { message: ReactNode; onRetry(): void }) {
  const c = screenState({ status: 'error', size })
  return (
    <div role="alert" {...props} className={cx(c.root, className)}>
      <p className={c.message}>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}

/** What QueryStates reads of a query (TanStack Query's result, or a hydration-safe one). */
export type QueryLike<T> = {
  isPending: boolean
  isError: boolean
  data: T | undefined
  refetch(): unknown
}

/**
 * A query's states in one place: loading, failed (with the retry), empty, else `children(data)`.
 * A refetch that fails while data is shown keeps the data, with the error and its retry above it.
 * `isEmpty` defaults to "an empty array".
 */
export function QueryStates<T>({
  query,
  loading,
  error,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  size,
  children,
}: {
  query: QueryLike<T>
  loading: string
  error: ReactNode
  empty?: ReactNode
  isEmpty?(data: T): boolean
  size?: StateProps['size']
  children(data: T): ReactNode
}) {
  const retry = () => void query.refetch()
  if (query.data === undefined) {
    if (query.isError) return <ErrorState message={error} onRetry={retry} size={size} />
    return <LoadingState label={loading} size={size} />
  }
  const body =
    empty !== undefined && isEmpty(query.data) ? <EmptyState size={size}>{empty}</EmptyState> : children(query.data)
  if (!query.isError) return body
  return (
    <>
      <ErrorState message={error} onRetry={retry} size={size} />
      {body}
    </>
  )
}
