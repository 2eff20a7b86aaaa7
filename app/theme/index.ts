import { keyframes } from './keyframes'
import { badge } from './recipes/badge'
import { button } from './recipes/button'
import { input, textarea } from './recipes/input'
import { spinner } from './recipes/spinner'
import { semanticTokens } from './semantic-tokens'
import { accordion } from './slot-recipes/accordion'
import { card } from './slot-recipes/card'
import { checkbox } from './slot-recipes/checkbox'
import { dialog } from './slot-recipes/dialog'
import { drawer } from './slot-recipes/drawer'
import { field } from './slot-recipes/field'
import { menu } from './slot-recipes/menu'
import { select } from './slot-recipes/select'
import { switchRecipe } from './slot-recipes/switch'
import { tabs } from './slot-recipes/tabs'
import { toast } from './slot-recipes/toast'
import { textStyles } from './text-styles'
import { breakpoints, tokens } from './tokens'

export { globalCss } from './global-css'

export const recipes = { badge, button, input, textarea, spinner }

export const slotRecipes = {
  accordion,
  card,
  checkbox,
  dialog,
  drawer,
  field,
  menu,
  select,
  switchRecipe,
  tabs,
  toast,
}

export const theme = {
  breakpoints,
  tokens,
  semanticTokens,
  textStyles,
  keyframes,
  recipes,
  slotRecipes,
}
