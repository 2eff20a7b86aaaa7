import { describe, expect, it } from 'vitest'
import {
  documentKindLabel,
  documentName,
  downloadFileName,
  formatFileSize,
  postExcerpt,
  postStatusLabel,
  ratingLabel,
  shortDate,
} from './content-format'

describe('postExcerpt', () => {
  it('uses the post’s own excerpt when it has one', () => {
    expect(postExcerpt({ excerpt: '  Short and sweet. ', content: 'Long body' })).toBe('Short and sweet.')
  })
  it('falls back to the first 150 characters of the content, spaces collapsed, with an ellipsis when cut', () => {
    const content = `${'word '.repeat(40)}\n\nend`
    const out = postExcerpt({ excerpt: null, content })
    expect(out.endsWith('…')).toBe(true)
    expect(out.length).toBeLessThanOrEqual(151)
    expect(out).not.toContain('\n')
    expect(postExcerpt({ excerpt: '   ', content: 'Tiny\npost' })).toBe('Tiny post')
  })
})

describe('postStatusLabel', () => {
  it("shows 'Draft - Pending Approval' for an unpublished post", () => {
    expect(postStatusLabel({ isPublished: false })).toBe('Draft - Pending Approval')
    expect(postStatusLabel({ isPublished: true })).toBe('Published')
  })
})

describe('formatFileSize', () => {
  it('formats bytes, KB and MB', () => {
    expect(formatFileSize(0)).toBe('0 B')
    expect(formatFileSize(1023)).toBe('1023 B')
    expect(formatFileSize(1024)).toBe('1 KB')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(200 * 1024)).toBe('200 KB')
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.3 MB')
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB')
    expect(formatFileSize(-1)).toBe('')
  })
})

describe('documentKindLabel', () => {
  it('names the sniffed types', () => {
    expect(documentKindLabel('application/pdf')).toBe('PDF')
    expect(documentKindLabel('application/msword')).toBe('DOC')
    expect(documentKindLabel('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('DOCX')
    expect(documentKindLabel('image/webp')).toBe('Image')
    expect(documentKindLabel('application/zip')).toBe('File')
  })
})

describe('documentName', () => {
  it('prefers the typed name, else the file name, trimmed and bounded', () => {
    expect(documentName('  FSRA   licence ', 'scan.pdf')).toBe('FSRA licence')
    expect(documentName('', ' scan.pdf ')).toBe('scan.pdf')
    expect(documentName('', '')).toBe('Document')
    expect(documentName('x'.repeat(300), 'a.pdf')).toHaveLength(200)
  })
})

describe('ratingLabel and shortDate', () => {
  it('reads a rating and a date', () => {
    expect(ratingLabel(4)).toBe('4 out of 5 stars')
    expect(shortDate('2026-03-05T15:00:00Z')).toMatch(/Mar\.? 5, 2026/)
    expect(shortDate('not a date')).toBe('')
  })
})

describe('downloadFileName', () => {
  it('adds the extension of the stored type when the name lacks it', () => {
    expect(downloadFileName('FSRA licence', 'application/pdf')).toBe('FSRA licence.pdf')
    expect(downloadFileName('scan.PDF', 'application/pdf')).toBe('scan.PDF')
    expect(downloadFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg')
    expect(
      downloadFileName('contract', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe('contract.docx')
    expect(downloadFileName('notes.pdf', 'application/msword')).toBe('notes.pdf.doc')
    expect(downloadFileName('odd', 'application/zip')).toBe('odd')
  })
})
