import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from '#styled-system/css'
import { type ScreenStateVariantProps, screenState } from '#styled-system/recipes'
import { Button } from './button'
import { Spinner } from './spinner'

type StateProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** `page`: a public page's list, whose room is kept while it loads; `section` (default): a tab or panel. */
  size?: ScreenStateVariantProps['size']
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
