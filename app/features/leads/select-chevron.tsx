import { ChevronDownIcon } from '#app/components/ui/icons.tsx'
import { css } from '#styled-system/css'

/**
 * The arrow over the end of a native `<select>` in the leads screens. The select drops its own
 * arrow (`appearance: 'none'`) and pads its end so the text never runs under this one; the wrapper
 * is `position: 'relative'`.
 */
export function SelectChevron() {
  return (
    <ChevronDownIcon
      aria-hidden="true"
      className={css({
        position: 'absolute',
        insetInlineEnd: '3',
        top: '[50%]',
        transform: 'translateY(-50%)',
        width: '4',
        height: '4',
        pointerEvents: 'none',
        color: 'fg.muted',
      })}
    />
  )
}
