/**
 * Panda's `css()` with literal styles, written out at build time: `css({ px: '3' })` becomes the
 * class string `'px_3'` in the built code, computed by the generated `css` itself, so the browser
 * hashes no style object at module evaluation or at render (each call walked and joined the
 * object on a phone's main thread at the first load). The stylesheet is unchanged: Panda extracts
 * the classes from the source files, which keep their calls. A call with anything computed in its
 * arguments (a variable, a condition, a spread) stays a call.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import MagicString from 'magic-string'
import { type Plugin, parseAst } from 'vite'

type Css = (...styles: unknown[]) => string
type Node = { type: string; start: number; end: number; [key: string]: unknown }

/** The module app code imports `css` from (package.json's alias of the generated code). */
const CSS_MODULE = '#styled-system/css'

/** Not a literal: the call keeps its arguments. */
const NOT_STATIC = Symbol('not static')

/** The value of an expression made only of literals (objects, arrays, strings, numbers), else NOT_STATIC. */
export function literalValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal': {
      const value = node.value
      return node.regex || node.bigint ? NOT_STATIC : value
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string | null } }[]
      return (node.expressions as Node[]).length === 0 && quasis[0]?.value.cooked != null
        ? quasis[0].value.cooked
        : NOT_STATIC
    }
    case 'UnaryExpression': {
      const value = literalValue(node.argument as Node)
      return node.operator === '-' && typeof value === 'number' ? -value : NOT_STATIC
    }
    case 'Identifier':
      return node.name === 'undefined' ? undefined : NOT_STATIC
    case 'ArrayExpression': {
      const items = (node.elements as (Node | null)[]).map((e) =>
        e && e.type !== 'SpreadElement' ? literalValue(e) : NOT_STATIC,
      )
      return items.includes(NOT_STATIC) ? NOT_STATIC : items
    }
    case 'ObjectExpression': {
      const entries: [string, unknown][] = []
      for (const p of node.properties as Node[]) {
        if (p.type !== 'Property' || p.kind !== 'init' || p.computed || p.method) return NOT_STATIC
        const key = p.key as Node
        const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined
        if (typeof name !== 'string' && typeof name !== 'number') return NOT_STATIC
        const value = literalValue(p.value as Node)
        if (value === NOT_STATIC) return NOT_STATIC
        entries.push([String(name), value])
      }
      return Object.fromEntries(entries)
    }
    default:
      return NOT_STATIC
  }
}

/** The local names `css` is imported under from the generated module. */
function cssBindings(program: Node): Set<string> {
  const names = new Set<string>()
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as Node).value !== CSS_MODULE) continue
    for (const s of statement.specifiers as Node[]) {
      const imported = s.imported as Node | undefined
      if (s.type === 'ImportSpecifier' && imported && (imported.name ?? imported.value) === 'css')
        names.add((s.local as Node).name as string)
    }
  }
  return names
}

/** Every node of the tree, depth first. */
function* nodesOf(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child)
    return
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return
  yield node as Node
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && value && typeof value === 'object') yield* nodesOf(value)
}

/** A name declared again in the module (a parameter or a variable): its calls may not be Panda's. */
function declaredAgain(code: string, name: string) {
  const word = name.replace(/\$/g, '\\$')
  return new RegExp(`(?:\\b(?:const|let|var|function)\\s+${word}\\b|[(,]\\s*${word}\\s*[,)=])`).test(code)
}

/**
 * The module's code with each literal `css()` call replaced by its class string, or null when
 * nothing changed. `code` is JavaScript (after TypeScript and JSX are compiled away).
 */
export function inlineStaticCss(
  code: string,
  css: Css,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes(CSS_MODULE)) return null
  const program = parseAst(code) as unknown as Node
  const names = [...cssBindings(program)].filter((name) => !declaredAgain(code, name))
  if (names.length === 0) return null
  const out = new MagicString(code)
  let changed = false
  for (const node of nodesOf(program)) {
    if (node.type !== 'CallExpression') continue
    const callee = node.callee as Node
    if (callee.type !== 'Identifier' || !names.includes(callee.name as string)) continue
    const args = (node.arguments as Node[]).map(literalValue)
    if (args.includes(NOT_STATIC)) continue
    out.overwrite(node.start, node.end, JSON.stringify(css(...args)))
    changed = true
  }
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null
}

/** The plugin: app modules only (the generated package and node_modules are left as they are). */
export function staticCssPlugin(appDir: string, styledSystemDir: string): Plugin {
  let css: Css | undefined
  return {
    name: 'static-css',
    apply: 'build',
    async buildStart() {
      const generated = (await import(pathToFileURL(path.join(styledSystemDir, 'css', 'css.mjs')).href)) as { css: Css }
      css = generated.css
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!css || !file.startsWith(appDir + path.sep) || !/\.[jt]sx?$/.test(file)) return null
      return inlineStaticCss(code, css)
    },
  }
}
