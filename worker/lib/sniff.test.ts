import { describe, expect, it } from 'vitest'
import { sniffFileType } from './sniff'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

describe('sniffFileType', () => {
  it('recognises the accepted images from their signatures', () => {
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))?.mime).toBe('image/jpeg')
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'))?.mime).toBe('image/png')
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toEqual({
      mime: 'image/webp',
      ext: 'webp',
      kind: 'image',
    })
  })

  it('recognises PDF, DOC and DOCX as documents', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n'))).toEqual({ mime: 'application/pdf', ext: 'pdf', kind: 'document' })
    expect(sniffFileType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))?.ext).toBe('doc')
    const docx = bytes('PK', [3, 4, 20, 0, 6, 0], '[Content_Types].xml', [0, 0], 'PK', [3, 4], 'word/document.xml')
    expect(sniffFileType(docx)?.ext).toBe('docx')
  })

  it('refuses a ZIP that is not a Word document (an XLSX, a plain archive)', () => {
    expect(sniffFileType(bytes('PK', [3, 4, 20, 0], 'xl/workbook.xml'))).toBeNull()
  })

  it('refuses SVG, HTML and text whatever the file is called', () => {
    expect(sniffFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull()
    expect(sniffFileType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull()
    expect(sniffFileType(bytes('<!doctype html><html><body>hi</body></html>'))).toBeNull()
    expect(sniffFileType(bytes('  %PDF-1.7 with leading spaces'))).toBeNull()
    expect(sniffFileType(bytes('plain text'))).toBeNull()
  })

  it('refuses HEIC, truncated signatures and empty files', () => {
    expect(sniffFileType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull()
    expect(sniffFileType(bytes([0xff, 0xd8]))).toBeNull()
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull()
    expect(sniffFileType(new Uint8Array())).toBeNull()
  })
})
