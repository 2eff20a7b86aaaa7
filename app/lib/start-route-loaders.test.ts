import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { startRouteLoaders } from './start-route-loaders'

function routerAt(path: string) {
  const rootLoader = vi.fn()
  const pageLoader = vi.fn()
  const otherLoader = vi.fn()
  const component = vi.fn(() => null)
  const root = createRootRouteWithContext<{ queryClient: string }>()({ loader: rootLoader })
  const page = createRoute({ getParentRoute: () => root, path: '/posts/$slug', loader: pageLoader, component })
  const other = createRoute({ getParentRoute: () => root, path: '/other', loader: otherLoader })
  const bare = createRoute({ getParentRoute: () => root, path: '/bare' })
  const router = createRouter({
    routeTree: root.addChildren([page, other, bare]),
    context: { queryClient: 'the-query-client' },
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  return { router, rootLoader, pageLoader, otherLoader, component }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('startRouteLoaders', () => {
  it("runs the matched routes' loaders with the router's context and the params, and nothing else", async () => {
    const { router, rootLoader, pageLoader, otherLoader, component } = routerAt('/posts/first-home')
    startRouteLoaders(router)
    await flush()
    expect(rootLoader).toHaveBeenCalledTimes(1)
    expect(pageLoader).toHaveBeenCalledTimes(1)
    expect(pageLoader.mock.calls[0]?.[0]).toMatchObject({
      context: { queryClient: 'the-query-client' },
      params: { slug: 'first-home' },
    })
    expect(otherLoader).not.toHaveBeenCalled()
    expect(component).not.toHaveBeenCalled()
  })

  it('skips routes without a loader and survives a loader that throws', async () => {
    const { router, rootLoader } = routerAt('/bare')
    rootLoader.mockImplementation(() => {
      throw new Error('offline')
    })
    expect(() => startRouteLoaders(router)).not.toThrow()
    await flush()
    expect(rootLoader).toHaveBeenCalledTimes(1)
  })
})
