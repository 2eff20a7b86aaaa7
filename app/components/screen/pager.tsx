import { Button } from '#app/components/ui/button.tsx'
import { css } from '#styled-system/css'

/**
 * Previous and Next under a list the server pages, with "Page n of m" between them. The caller
 * shows it only when there is more than one page and keeps `page` within 1…`pages`.
 */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  return (
    <nav
      aria-label="Pages"
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  )
}

/** The button that empties a list's filters; it is off while nothing is filtered. */
export function ClearFiltersButton({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  return (
    <div>
      <Button type="button" variant="ghost" tone="neutral" disabled={!filtered} onClick={onClear}>
        Clear filters
      </Button>
    </div>
  )
}
