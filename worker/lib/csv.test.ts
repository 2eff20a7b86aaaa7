import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCsv } from '#tests/support/csv-parse.ts'
import { CSV_BOM, csvCell, csvRow, csvStream, neutraliseFormula } from './csv'

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer())
}

describe('csvCell', () => {
  it('quotes text and doubles quotes inside (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"')
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"')
  })

  it('writes numbers as numbers and nothing for null/undefined/non-finite', () => {
    expect(csvCell(450000)).toBe('450000')
    expect(csvCell(-2.5)).toBe('-2.5')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(Number.NaN)).toBe('')
    expect(csvCell(true)).toBe('"true"')
    expect(csvCell(new Date('2026-03-01T12:00:00Z'))).toBe('"2026-03-01T12:00:00.000Z"')
  })

  it('neutralises every formula start OWASP lists: = + - @ tab carriage return', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`)
    }
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    )
    expect(csvCell('-2+3')).toBe(`"'-2+3"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    // Only the start matters: an equals sign later is plain text.
    expect(csvCell('a=b')).toBe('"a=b"')
    expect(csvCell('')).toBe('""')
  })

  it('any text round-trips through an independent RFC 4180 reader, formula starts with one leading quote', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 30 }), { minLength: 1, maxLength: 6 }), (cells) => {
        const [parsed] = parseCsv(csvRow(cells))
        expect(parsed).toEqual(cells.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c)))
      }),
    )
  })
})

describe('csvStream', () => {
  it('BOM, header, then every page in order, CRLF line ends, fetched only as read', async () => {
    const pages = [
      [{ name: 'Amélie "Q" Tremblay', n: 1 }],
      [
        { name: '=cmd|x', n: 2 },
        { name: 'Zoë\nNewline', n: 3 },
      ],
    ]
    let fetched = 0
    const stream = csvStream(
      [
        { header: 'Name', value: (r: { name: string; n: number }) => r.name },
        { header: 'N', value: (r) => r.n },
      ],
      async () => {
        const page = pages[fetched] ?? null
        fetched += 1
        return page
      },
    )
    expect(fetched).toBe(0)
    const text = await readAll(stream)
    expect(text.startsWith(CSV_BOM)).toBe(true)
    expect(parseCsv(text.slice(1))).toEqual([
      ['Name', 'N'],
      ['Amélie "Q" Tremblay', '1'],
      ["'=cmd|x", '2'],
      ['Zoë\nNewline', '3'],
    ])
    expect(fetched).toBe(3)
  })

  it('a failing page errors the stream instead of ending it quietly', async () => {
    let n = 0
    const stream = csvStream([{ header: 'A', value: (r: string) => r }], async () => {
      n += 1
      if (n === 2) throw new Error('database gone')
      return ['x']
    })
    await expect(readAll(stream)).rejects.toThrow('database gone')
  })
})
