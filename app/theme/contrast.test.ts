import { describe, expect, it } from 'vitest'
import { contrastPairs, semanticTokens } from './semantic-tokens'
import { colors } from './tokens'

// WCAG 2.x relative luminance and contrast ratio.
// https://www.w3.org/TR/WCAG22/#dfn-relative-luminance
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`)
  const n = Number.parseInt(match[1], 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

type Tree = { [key: string]: Tree | { value: unknown } }

function lookup(tree: Tree, path: string): unknown {
  let node: unknown = tree
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node !== null && typeof node === 'object' && 'value' in node ? node.value : undefined
}

/** `fg.muted` → '{colors.gray.600}' → '#4f5b6b', following references through both layers. */
function resolveColor(path: string, seen: string[] = []): string {
  if (seen.includes(path)) throw new Error(`reference cycle: ${[...seen, path].join(' → ')}`)
  const raw = lookup(semanticTokens.colors as Tree, path) ?? lookup(colors as Tree, path)
  if (typeof raw !== 'string') throw new Error(`no colour token "${path}"`)
  const ref = /^\{colors\.(.+)\}$/.exec(raw)
  return ref?.[1] ? resolveColor(ref[1], [...seen, path]) : raw
}

describe('contrast helpers', () => {
  it('computes the WCAG ratio for known colours', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    // #767676 on white is the classic "just passes AA" grey.
    expect(contrast('#767676', '#ffffff')).toBeGreaterThan(4.5)
    expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5)
  })

  it('resolves semantic tokens through references', () => {
    expect(resolveColor('bg.default')).toBe('#ffffff')
    expect(resolveColor('brand.default')).toBe('#0b2545')
    expect(() => resolveColor('fg.nope')).toThrow(/no colour token/)
  })
})

describe('documented colour pairs meet WCAG AA', () => {
  it('documents the pairs every recipe relies on', () => {
    const keys = contrastPairs.map((p) => `${p.fg} on ${p.bg}`)
    for (const pair of [
      'fg.default on bg.default',
      'fg.muted on bg.subtle',
      'fg.subtle on bg.default',
      'fg.onAccent on accent.default',
      'fg.onAccent on danger.default',
      'accent.fg on accent.subtle',
      'danger.fg on bg.default',
      'border.default on bg.default',
      'border.focus on bg.canvas',
    ]) {
      expect(keys).toContain(pair)
    }
  })

  it.each(contrastPairs.map((p) => [`${p.fg} on ${p.bg} (≥ ${p.min}: ${p.use})`, p] as const))('%s', (_name, pair) => {
    const ratio = contrast(resolveColor(pair.fg), resolveColor(pair.bg))
    expect(ratio, `${pair.fg} on ${pair.bg} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(pair.min)
  })
})
