import { describe, expect, it } from 'vitest'
import { PAGE_DATA_ID } from '#app/lib/page-data.ts'
import { RENDERED_PAGES } from '#shared/content/rendered-pages.ts'
import { KNOWN_READS, queriesOf } from './queries'
import { renderPage } from './render'

/** A prerendered page as the build writes it: `#root` in its loading state, then the router state. */
const SHELL =
  '<!doctype html><html><head><title>Blog | Brand</title></head><body><div id="root"><main><p>Loading posts…</p></main></div>\n' +
  '    <script type="application/json" id="prerendered-router-state">{"matches":[]}</script></body></html>'

const POSTS = {
  posts: [
    {
      id: '0195f0a0-0000-7000-8000-000000000001',
      slug: 'fixed-or-variable',
      title: 'Fixed or variable in 2027?',
      preview: 'What the rate moves mean for your renewal.',
      featuredImageUrl: null,
      publishedAt: '2026-11-02T15:00:00.000Z',
      author: { id: 'a1', name: 'Sarah Chen', profileSlug: 'sarahchen' },
    },
  ],
}

describe('renderPage', () => {
  it('renders /blog with its posts into the prerendered page and carries them', async () => {
    const html = await renderPage({ path: '/blog', reads: { '/api/content/blog': POSTS }, shell: SHELL })
    expect(html).toContain('Fixed or variable in 2027?')
    expect(html).toContain('Sarah Chen')
    expect(html).toContain('November 2, 2026')
    expect(html).not.toContain('Loading posts')
    // The rest of the page is the shell's: its head and the router state block.
    expect(html).toContain('<title>Blog | Brand</title>')
    expect(html).toContain('<script type="application/json" id="prerendered-router-state">{"matches":[]}</script>')
    const data = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script></body>`).exec(html)
    expect(JSON.parse(data![1]!)).toEqual([{ api: '/api/content/blog', key: ['public-content', 'blog'], data: POSTS }])
    expect(html).not.toMatch(/<script>/)
  })

  it('renders a post into the shell with the router state it hydrates with, its read carried at its address', async () => {
    const post = {
      id: '0195f0a0-0000-7000-8000-000000000002',
      slug: 'fixed-or-variable',
      title: 'Fixed or variable in 2027?',
      excerpt: null,
      content: 'Rates moved twice this autumn.',
      featuredImageUrl: null,
      publishedAt: '2026-11-02T15:00:00.000Z',
      author: { id: 'a1', name: 'Sarah Chen', profileSlug: 'sarahchen' },
    }
    const shell = '<!doctype html><html><head><title>Brand</title></head><body><div id="root"></div></body></html>'
    const html = await renderPage({
      path: '/blog/$slug',
      params: { slug: 'fixed-or-variable' },
      reads: { '/api/content/blog/$slug': post },
      shell,
    })
    expect(html).toContain('Rates moved twice this autumn.')
    expect(html).not.toContain('Loading post')
    const state = /<script type="application\/json" id="prerendered-router-state">([^<]*)<\/script>/.exec(html)
    const ids = (JSON.parse(state![1]!) as { matches: { i: string; s: string }[] }).matches.map((m) => [m.i, m.s])
    expect(ids).toEqual([
      ['__root__#', 'success'],
      ['#blog#$slug#blog#fixed-or-variable', 'success'],
    ])
    const data = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script></body>`).exec(html)
    expect(JSON.parse(data![1]!)).toEqual([
      {
        api: '/api/content/blog/fixed-or-variable',
        key: ['public-content', 'blog', 'fixed-or-variable'],
        data: post,
      },
    ])
  })

  it('refuses a page it does not render, a missing read and a shell without its #root', async () => {
    await expect(renderPage({ path: '/about', reads: {}, shell: SHELL })).rejects.toThrow('not a rendered page')
    await expect(renderPage({ path: '/blog', reads: {}, shell: SHELL })).rejects.toThrow('needs /api/content/blog')
    await expect(
      renderPage({ path: '/blog', reads: { '/api/content/blog': POSTS }, shell: '<div id="app"></div>' }),
    ).rejects.toThrow('#root')
  })

  it("carries today's rates as the app's rates read gives them: the server's at the render, not a saved copy", () => {
    const body = { rates: [{ term: '5 year' }], ratesDate: '2026-11-27', isToday: true }
    expect(queriesOf('/api/rates?province=ON', body, {}, 1_800_000_000_000)).toEqual([
      {
        api: '/api/rates?province=ON',
        key: ['rates', 'list', 'ON'],
        data: { ...body, savedAt: 1_800_000_000_000, stale: false, offline: false },
      },
    ])
  })

  it('knows a query for every read of every rendered page', () => {
    for (const page of Object.values(RENDERED_PAGES)) for (const read of page.reads) expect(KNOWN_READS).toContain(read)
  })
})
