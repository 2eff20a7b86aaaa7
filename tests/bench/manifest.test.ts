import { describe, expect, it } from 'vitest'
import { lazyChunks, type Manifest, staticClosure } from './manifest'

// entry → vendor; two routes share `kit`; route a alone uses `a-only`; `b` imports the entry's vendor too.
const manifest: Manifest = {
  'index.html': { file: 'index.js', isEntry: true, imports: ['_vendor'], dynamicImports: ['a.tsx', 'b.tsx'] },
  _vendor: { file: 'vendor.js' },
  'a.tsx': { file: 'a.js', isDynamicEntry: true, imports: ['_kit', '_a-only', '_vendor'] },
  'b.tsx': { file: 'b.js', isDynamicEntry: true, imports: ['_kit', '_vendor'] },
  _kit: { file: 'kit.js', imports: ['_vendor'] },
  '_a-only': { file: 'a-only.js' },
}

describe('lazyChunks', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['_vendor', 'index.html'])
  })

  it("counts a lazy chunk's own imports, not the initial load's nor the shared chunks", () => {
    const chunks = lazyChunks(manifest)
    expect(chunks.own('a.tsx').sort()).toEqual(['_a-only', 'a.tsx'])
    expect(chunks.own('b.tsx')).toEqual(['b.tsx'])
    expect(chunks.sharedOf('a.tsx')).toEqual(['_kit'])
    expect([...chunks.shared]).toEqual([['_kit', 2]])
  })
})
