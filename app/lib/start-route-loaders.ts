import type { AnyRoute, AnyRouter } from '@tanstack/react-router'

/**
 * Runs the loaders of the routes matching the current location, in a task of their own, before
 * hydration: a prerendered page is hydrated, not loaded, so its loaders would not run and every
 * section's request would start in one long task after hydration. Loaders only prefetch into
 * Query, so running one again later costs nothing; a failed one is left to its section. Only the
 * loaders, not `router.preloadRoute` (it also evaluates routes without a loader early). Why and
 * the measurements: docs/decisions/117 and 118.
 */
export function startRouteLoaders(router: AnyRouter): void {
  for (const match of router.matchRoutes(router.state.location)) {
    const loader = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId]?.options.loader
    if (typeof loader !== 'function') continue
    const args = {
      context: router.options.context,
      params: match.params,
      deps: match.loaderDeps ?? {},
      location: router.state.location,
      preload: true,
      cause: 'preload',
    }
    void Promise.resolve()
      .then(() => loader(args as never))
      .catch(() => undefined)
  }
}
