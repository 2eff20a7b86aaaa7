/**
 * A rates table in an HTML page → parsed rate rows. Built on htmlparser2 (pure JS, runs in
 * workerd and Node): a forgiving tokenizer that copes with unclosed cells, missing <tbody>,
 * entities and scripts containing '<table>' strings.
 *
 * The table is laid out on a grid first (colspan and rowspan expanded, as a browser would), so
 * a province cell spanning 24 rows, or a header cell spanning two columns, lines up with the
 * data under it. Header cells are matched against the configured column texts; see
 * worker/domain/rate-sources.ts for the options.
 */
import { Parser } from 'htmlparser2'
import type { ColumnMapping, HtmlTableOptions } from '#worker/domain/rate-sources.ts'
import { WORD_BREAKS } from '#worker/lib/html-text.ts'
import { buildRow, cleanText, type ParsedRate, type ParseResult, type RawRow } from './normalize'

/** The little tree the table reader needs (htmlparser2's SAX events; no full DOM in the worker). */
type Element = { type: 'element'; name: string; attribs: Record<string, string>; children: DomNode[] }
type DomNode = Element | { type: 'text'; data: string }

/** Parses HTML the way browsers tokenise it (htmlparser2), entities decoded, into elements and text. */
function parseTree(html: string): DomNode[] {
  const root: Element = { type: 'element', name: '#root', attribs: {}, children: [] }
  const stack: Element[] = [root]
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const el: Element = { type: 'element', name, attribs, children: [] }
        stack.at(-1)!.children.push(el)
        stack.push(el)
      },
      ontext(data) {
        const parent = stack.at(-1)!
        const last = parent.children.at(-1)
        if (last?.type === 'text') last.data += data
        else parent.children.push({ type: 'text', data })
      },
      onclosetag() {
        if (stack.length > 1) stack.pop()
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return root.children
}

type GridRow = { cells: string[]; header: boolean }
type ColumnKey = keyof ColumnMapping
type ColumnIndex = Partial<Record<ColumnKey, number>>

const MAX_SPAN = 50
const MAX_ROWSPAN = 1000
const MAX_ROWS = 5000

export function parseHtmlTable(html: string, options: HtmlTableOptions): ParseResult {
  const all = findTables(parseTree(html))
  if (all.length === 0) return { ok: false, error: 'no <table> in the page' }

  let candidates = all
  const { attribute, caption, index } = options.table ?? {}
  if (attribute) {
    candidates = candidates.filter((t) => {
      const v = t.attribs[attribute.name]
      return v !== undefined && (attribute.value === undefined || v === attribute.value)
    })
  }
  if (caption) {
    const want = headerKey(caption)
    candidates = candidates.filter((t) => {
      const cap = t.children.find((c): c is Element => isElement(c) && c.name === 'caption')
      return cap !== undefined && headerKey(textOf(cap)).includes(want)
    })
  }
  if (index !== undefined) candidates = candidates.slice(index, index + 1)
  if (candidates.length === 0) return { ok: false, error: `no table matches ${describeTableFilter(options)}` }

  const wanted = Object.entries(options.columns).filter((e): e is [ColumnKey, string] => typeof e[1] === 'string')
  let lastMissing: string[] = []
  for (const table of candidates) {
    const grid = buildGrid(table)
    const found = findHeader(grid, wanted)
    if ('missing' in found) {
      lastMissing = found.missing
      continue
    }
    return readRows(grid.slice(found.row + 1), found.columns, options)
  }
  return {
    ok: false,
    error: `rates table not found: no header row with ${lastMissing.map((m) => `"${m}"`).join(', ')} (${candidates.length} table(s) checked)`,
  }
}

function readRows(rows: GridRow[], columns: ColumnIndex, options: HtmlTableOptions): ParseResult {
  const out: ParsedRate[] = []
  const skipped: string[] = []
  for (const r of rows) {
    if (r.header) continue
    const cell = (k: ColumnKey) => {
      const i = columns[k]
      return i === undefined ? undefined : (r.cells[i] ?? '')
    }
    const mappedCells = Object.values(columns).map((i) => r.cells[i] ?? '')
    if (mappedCells.every((c) => c === '')) continue // spacer row
    const raw: RawRow = { term: cell('term') ?? '', ours: cell('ours') ?? null }
    for (const k of ['province', 'rateType', 'mortgageType'] as const) {
      const v = cell(k)
      if (v !== undefined) raw[k] = v
    }
    if (columns.posted !== undefined) raw.posted = cell('posted')
    const built = buildRow(raw, options)
    if ('row' in built) out.push(built.row)
    else skipped.push(built.skip)
  }
  return { ok: true, rows: out, skipped }
}

/** The first header row (thead row or all-<th> row; else the first row) holding every wanted column. */
function findHeader(
  grid: GridRow[],
  wanted: [ColumnKey, string][],
): { row: number; columns: ColumnIndex } | { missing: string[] } {
  const headerRows = grid.map((r, i) => (r.header ? i : -1)).filter((i) => i >= 0)
  const tryRows = headerRows.length > 0 ? headerRows : grid.length > 0 ? [0] : []
  let missing = wanted.map(([, text]) => text)
  for (const i of tryRows) {
    const headers = (grid[i]?.cells ?? []).map(headerKey)
    const columns: ColumnIndex = {}
    const taken = new Set<number>()
    // Exact matches first, then "header contains the text" among the columns left over, so
    // 'Rate' finds 'Rate' even when 'Posted Rate' comes first.
    for (const pass of ['exact', 'contains'] as const) {
      for (const [key, text] of wanted) {
        if (columns[key] !== undefined) continue
        const want = headerKey(text)
        const at = headers.findIndex(
          (h, idx) => !taken.has(idx) && h !== '' && (pass === 'exact' ? h === want : h.includes(want)),
        )
        if (at >= 0) {
          columns[key] = at
          taken.add(at)
        }
      }
    }
    const stillMissing = wanted.filter(([key]) => columns[key] === undefined).map(([, text]) => text)
    if (stillMissing.length === 0) return { row: i, columns }
    if (stillMissing.length <= missing.length) missing = stillMissing
  }
  return { missing }
}

/** Rows of this table (not of tables nested in it), laid out with colspan/rowspan expanded. */
function buildGrid(table: Element): GridRow[] {
  const trs: { tr: Element; inHead: boolean }[] = []
  const walk = (nodes: DomNode[], inHead: boolean) => {
    for (const n of nodes) {
      if (!isElement(n) || n.name === 'table' || trs.length >= MAX_ROWS) continue
      if (n.name === 'tr') trs.push({ tr: n, inHead })
      else walk(n.children, inHead || n.name === 'thead')
    }
  }
  walk(table.children, false)

  const grid: GridRow[] = []
  // Per column: text carried down by a rowspan, and for how many more rows.
  const carry: ({ text: string; left: number } | undefined)[] = []
  for (const { tr, inHead } of trs) {
    const cells: string[] = []
    const own = tr.children.filter((c): c is Element => isElement(c) && (c.name === 'td' || c.name === 'th'))
    let col = 0
    const fillCarried = () => {
      for (let c = carry[col]; c && c.left > 0; c = carry[col]) {
        cells[col] = c.text
        c.left--
        col++
      }
    }
    for (const cell of own) {
      fillCarried()
      const text = cleanText(textOf(cell))
      const colspan = span(cell.attribs.colspan, MAX_SPAN)
      const rowspan = span(cell.attribs.rowspan, MAX_ROWSPAN)
      for (let k = 0; k < colspan; k++) {
        cells[col + k] = text
        carry[col + k] = rowspan > 1 ? { text, left: rowspan - 1 } : undefined
      }
      col += colspan
    }
    for (let c = col; c < carry.length; c++) {
      const pending = carry[c]
      if (pending && pending.left > 0) {
        cells[c] = pending.text
        pending.left--
      }
    }
    for (let c = 0; c < cells.length; c++) cells[c] ??= ''
    const header = inHead || (own.length > 0 && own.every((c) => c.name === 'th'))
    grid.push({ cells, header })
  }
  return grid
}

/** Every <table> in document order, nested ones included (a plain walk: no DOM utilities in the worker). */
function findTables(nodes: DomNode[], out: Element[] = []): Element[] {
  for (const n of nodes) {
    if (!isElement(n)) continue
    if (n.name === 'table') out.push(n)
    findTables(n.children, out)
  }
  return out
}

function span(value: string | undefined, max: number): number {
  const n = Number.parseInt(value ?? '', 10)
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : 1
}

/** Visible text of a node: scripts/styles dropped, block boundaries and <br> read as spaces. */
function textOf(node: DomNode): string {
  if (node.type === 'text') return node.data
  if (node.name === 'script' || node.name === 'style' || node.name === 'template') return ''
  const inner = node.children.map(textOf).join('')
  return WORD_BREAKS.has(node.name) ? ` ${inner} ` : inner
}

function isElement(node: DomNode): node is Element {
  return node.type === 'element'
}

/** Header text for matching: lower case, no accents, punctuation and '%' as spaces. */
function headerKey(s: string): string {
  return cleanText(s)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

function describeTableFilter(options: HtmlTableOptions): string {
  const t = options.table ?? {}
  const parts = [
    t.attribute
      ? `attribute ${t.attribute.name}${t.attribute.value !== undefined ? `="${t.attribute.value}"` : ''}`
      : '',
    t.caption ? `caption "${t.caption}"` : '',
    t.index !== undefined ? `index ${t.index}` : '',
  ].filter(Boolean)
  return parts.join(', ') || 'the filter'
}
