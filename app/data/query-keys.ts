/**
 * A feature's query keys: `all`, `[root]`, which a change refreshes, and one key under it per
 * read without arguments, `name()` → `[root, name]`. Reads with arguments add their own keys.
 */
export function keyFamily<const R extends string, const N extends string>(
  root: R,
  names: readonly N[],
): { all: readonly [R] } & { [K in N]: () => readonly [R, K] } {
  const all = [root] as const
  const reads = Object.fromEntries(names.map((name) => [name, () => [root, name] as const]))
  return { all, ...reads } as { all: readonly [R] } & { [K in N]: () => readonly [R, K] }
}
