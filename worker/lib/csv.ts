/**
 * CSV files for spreadsheet users (the leads export; the newsletter subscribers export will use
 * it too). Written by hand, because what matters here is exactly what a spreadsheet does with
 * the bytes (docs/decisions/044-leads-workspace.md):
 *
 * - RFC 4180: fields separated by commas, records ended by CRLF, every text field quoted with
 *   `"` and each `"` inside doubled, so commas, quotes and line breaks in a value round-trip;
 * - a UTF-8 byte-order mark first, so Excel reads the file as UTF-8 and keeps accents
 *   ('Amélie', 'Québec') instead of guessing a legacy code page;
 * - formula injection neutralised as OWASP's "CSV Injection" page describes: a text value that
 *   starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so Excel,
 *   LibreOffice and Google Sheets show it as text instead of running it (`=HYPERLINK(...)`,
 *   `@SUM(...)`, `-2+3`). Values our own code produces as numbers are written as numbers (a
 *   number cannot hold a formula). Quoting alone does NOT help: spreadsheets strip the quotes
 *   before deciding whether a cell is a formula.
 */

export type CsvValue = string | number | boolean | Date | null | undefined

/** The first characters that make a spreadsheet read a cell as a formula (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/

export const CSV_BOM = '\uFEFF'
export const CSV_LINE_END = '\r\n'
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

/** Text a spreadsheet shows as text, never evaluates. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** One field: empty for null/undefined, numbers as they are, everything else quoted text. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'boolean' ? (value ? 'true' : 'false') : value
  return `"${neutraliseFormula(text).replace(/"/g, '""')}"`
}

/** One record, CRLF-terminated. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + CSV_LINE_END
}

export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue }

/**
 * A CSV file as a stream: the BOM and the header row, then each page `nextPage` returns until
 * it returns null. Pages are fetched only as the reader pulls (the client's download speed
 * paces the database reads), so memory stays at one page however large the file. A failing
 * page errors the stream: the download ends incomplete rather than silently short.
 */
export function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  nextPage: () => Promise<readonly T[] | null>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(columns.map((c) => c.header))))
        return
      }
      const page = await nextPage()
      if (page === null) {
        controller.close()
        return
      }
      let chunk = ''
      for (const row of page) chunk += csvRow(columns.map((c) => c.value(row)))
      if (chunk) controller.enqueue(encoder.encode(chunk))
    },
  })
}

/** `Content-Disposition` for a download named `name` (ASCII letters, digits, dot, dash, underscore). */
export function attachment(name: string): string {
  return `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`
}
