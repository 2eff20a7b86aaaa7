// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { carryPageQueries, type PageQuery, pageDataBlock, readPageQueries, renderedWithData } from './page-data'

const BLOG: PageQuery = {
  api: '/api/content/blog',
  key: ['public-content', 'blog'],
  data: { posts: [{ title: 'Rates </script><script>alert(1)</script> & more' }] },
}

describe('page data', () => {
  it('travels in the page as a data block no value can close, and reads back the same', () => {
    const block = pageDataBlock([BLOG])
    expect(block.match(/<\/script>/g)).toHaveLength(1)
    document.body.innerHTML = block
    expect(readPageQueries(document)).toEqual([BLOG])
  })

  it('reads none from a page without the block or with a broken one', () => {
    document.body.innerHTML = '<div id="root"></div>'
    expect(readPageQueries(document)).toEqual([])
    document.body.innerHTML = '<script type="application/json" id="page-data">{oops</script>'
    expect(readPageQueries(document)).toEqual([])
  })

  it('fills the Query cache as fresh data and marks exactly those queries as rendered with data', () => {
    const client = new QueryClient()
    expect(renderedWithData(['public-content', 'services'])).toBe(false)
    carryPageQueries(client, [BLOG], 1_000)
    expect(client.getQueryData(['public-content', 'blog'])).toEqual(BLOG.data)
    expect(client.getQueryState(['public-content', 'blog'])?.dataUpdatedAt).toBe(1_000)
    expect(renderedWithData(['public-content', 'blog'])).toBe(true)
    expect(renderedWithData(['public-content', 'services'])).toBe(false)
  })
})
