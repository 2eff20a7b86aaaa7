import { type ComponentProps, createContext, type ElementType, useContext } from 'react'
import { cx } from '#styled-system/css'

/**
 * Connects a Panda slot recipe to the parts of a compound component, after park-ui's
 * `createStyleContext`: the root computes the slot class names once from its variant props
 * and every part picks its own slot from context.
 *
 * Unlike the helper Panda generates in styled-system/jsx, parts do not go through the
 * `styled()` factory: they take `className` (compose with `css()`), not style props. That
 * keeps the style-prop runtime out of the bundle.
 *
 *   const { withRootProvider, withContext } = createStyleContext(dialog)
 *   const Root = withRootProvider(ArkDialog.Root)            // renders no element
 *   const Content = withContext(ArkDialog.Content, 'content')
 */

/** What a generated slot recipe (`styled-system/recipes`) looks like from here. */
export interface SlotRecipe {
  __slot: string
  __type: object
  (props?: never): Record<string, string>
  splitVariantProps(props: object): [object, object]
}

/** B's keys replace A's (e.g. a `size` variant replaces the HTML `size` attribute). */
export type Assign<A, B> = Omit<A, keyof B> & B

type Slot<R extends SlotRecipe> = R['__slot']
type VariantProps<R extends SlotRecipe> = R['__type']
type ClassNames = Record<string, string>

interface Options<C extends ElementType> {
  /** Props applied before the caller's, e.g. `{ lazyMount: true }` or default children. */
  defaultProps?: Partial<ComponentProps<C>> | undefined
}

type WithClassName = { className?: string | undefined }

const displayName = (Component: ElementType, slot: string) =>
  `${typeof Component === 'string' ? Component : (Component.displayName ?? Component.name ?? 'Component')}(${slot})`

export function createStyleContext<R extends SlotRecipe>(recipe: R) {
  const StyleContext = createContext<ClassNames | null>(null)
  // The recipe's call signature is typed for its own variant props; here they are opaque.
  const classNamesFor = recipe as unknown as (props: object) => ClassNames

  const resolve = <C extends ElementType>(props: object, options: Options<C> | undefined) => {
    const [variantProps, rest] = recipe.splitVariantProps({ ...options?.defaultProps, ...props })
    return { classNames: classNamesFor(variantProps), rest: rest as WithClassName }
  }

  /** For roots that render no element of their own (Dialog.Root, Menu.Root). */
  function withRootProvider<C extends ElementType>(Component: C, options?: Options<C>) {
    const Inner: ElementType = Component
    function StyleRoot(props: Assign<ComponentProps<C>, VariantProps<R>>) {
      const { classNames, rest } = resolve(props, options)
      return (
        <StyleContext.Provider value={classNames}>
          <Inner {...rest} />
        </StyleContext.Provider>
      )
    }
    StyleRoot.displayName = displayName(Component, 'root')
    return StyleRoot
  }

  /** For roots that render an element (Tabs.Root, Checkbox.Root): styles it with `slot`. */
  function withProvider<C extends ElementType>(Component: C, slot: Slot<R>, options?: Options<C>) {
    const Inner: ElementType = Component
    function StyleProvider(props: Assign<ComponentProps<C>, VariantProps<R>>) {
      const { classNames, rest } = resolve(props, options)
      return (
        <StyleContext.Provider value={classNames}>
          <Inner {...rest} className={cx(classNames[slot], rest.className)} />
        </StyleContext.Provider>
      )
    }
    StyleProvider.displayName = displayName(Component, slot)
    return StyleProvider
  }

  /** For every other part. Outside its root a part renders unstyled rather than failing. */
  function withContext<C extends ElementType>(Component: C, slot: Slot<R>, options?: Options<C>) {
    const Inner: ElementType = Component
    function StylePart(props: ComponentProps<C>) {
      const classNames = useContext(StyleContext)
      const own = props as WithClassName
      return <Inner {...options?.defaultProps} {...props} className={cx(classNames?.[slot], own.className)} />
    }
    StylePart.displayName = displayName(Component, slot)
    return StylePart
  }

  /** Class names of the nearest root, for custom parts. */
  // biome-ignore lint/correctness/noComponentHookFactories: the style-context factory makes one hook per recipe, once, at module level
  const useClassNames = () => useContext(StyleContext)

  return { withRootProvider, withProvider, withContext, useClassNames }
}
