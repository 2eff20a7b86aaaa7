import type { AnyRoute, AnyRouter } from '@tanstack/react-router'

/**
 * Runs the loaders of the routes that match the current location, without rendering the routes'
 * components (a loader ships in its route's chunk, which hydration needs anyway). The first page
 * (a prerendered one, hydrated rather than loaded: its loaders do not run then) starts its data
 * requests here, in a task of its own, before hydration. Left to hydration, every data
 * section's request started in the effects that follow it, all in one of the first load's
 * longest tasks (Total Blocking Time, decision 090). Our loaders only prefetch into Query, so
 * running one again later costs nothing. A loader that fails is left to the page: its section
 * shows the error as before.
 *
 * Only the loaders: `router.preloadRoute` also loaded and evaluated the chunks of routes without
 * a loader (the calculators), which made their first load slower (measured; their chunks then ran
 * in one task with the rest).
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
