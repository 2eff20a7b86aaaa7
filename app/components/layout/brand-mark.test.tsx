// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BrandMark } from './brand-mark'

const shapes = (svg: string) =>
  [...svg.matchAll(/<(rect|path)\b([^>]*)>/g)].map(
    (m) => m[1] + [...m[2]!.matchAll(/\b(width|height|rx|x|y|d)="([^"]*)"/g)].map((a) => ` ${a[1]}=${a[2]}`).join(''),
  )

describe('BrandMark', () => {
  it('draws the same shapes as the favicon', () => {
    const favicon = readFileSync(path.join(import.meta.dirname, '../../public/favicon.svg'), 'utf8')
    expect(shapes(renderToStaticMarkup(<BrandMark size={32} />))).toEqual(shapes(favicon))
  })

  it('is hidden from screen readers unless it names its link', () => {
    expect(renderToStaticMarkup(<BrandMark size={32} />)).toContain('aria-hidden="true"')
    const named = renderToStaticMarkup(<BrandMark size={48} label="Lakeshore Mortgage Group home" />)
    expect(named).toContain('role="img"')
    expect(named).toContain('aria-label="Lakeshore Mortgage Group home"')
    expect(named).not.toContain('aria-hidden')
  })
})
