import type { Plugin } from 'postcss'

export function customPropertiesInSources(dirs: string[]): Set<string>
export function pruneUnusedCssVars(options?: {
  keep?: Iterable<string>
  sourceDirs?: string[]
  when?: () => boolean
}): Plugin
