import { Button } from '#app/components/ui/button.tsx'
import { css } from '#styled-system/css'
import { BOARD_TEXTS, type LeadsLayout } from './board-model'

/** List or Board: two pressed-state buttons; the choice lives in the URL with the filters. */
export function LayoutToggle({ layout, onChange }: { layout: LeadsLayout; onChange: (layout: LeadsLayout) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not form fields
    <div
      role="group"
      aria-label={BOARD_TEXTS.layout}
      data-testid="leads-layout"
      className={css({
        display: 'inline-flex',
        justifySelf: 'start',
        gap: '1',
        p: '1',
        bg: 'bg.subtle',
        borderRadius: 'lg',
      })}
    >
      {(['list', 'board'] as const).map((value) => (
        <Button
          key={value}
          size="sm"
          variant={layout === value ? 'solid' : 'ghost'}
          tone="neutral"
          aria-pressed={layout === value}
          onClick={() => layout !== value && onChange(value)}
        >
          {value === 'list' ? BOARD_TEXTS.list : BOARD_TEXTS.board}
        </Button>
      ))}
    </div>
  )
}
