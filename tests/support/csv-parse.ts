/**
 * Test support: an RFC 4180 reader, written apart from worker/lib/csv.ts so the export tests
 * check the writer against an independent reading (quoted fields, doubled quotes, CRLF or LF
 * inside quotes). Returns records as arrays of field strings.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  let i = 0
  while (i < text.length) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i += 2
          continue
        }
        quoted = false
        i += 1
        continue
      }
      field += ch
      i += 1
      continue
    }
    if (ch === '"' && field === '') {
      quoted = true
      i += 1
    } else if (ch === ',') {
      record.push(field)
      field = ''
      i += 1
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i += 2
    } else if (ch === '"') {
      throw new Error(`stray quote at ${i}`)
    } else if (ch === '\n' || ch === '\r') {
      throw new Error(`bare line break at ${i} (records must end with CRLF)`)
    } else {
      field += ch
      i += 1
    }
  }
  if (quoted) throw new Error('unterminated quoted field')
  if (field !== '' || record.length > 0) throw new Error('last record does not end with CRLF')
  return records
}
