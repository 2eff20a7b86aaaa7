import { Hono } from 'hono'
import type * as z from 'zod/mini'
import type { Db } from '#worker/db/client.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import type { PublicContentScope } from '#worker/edge-cache/cache.ts'
import { purgesOnWrite } from '#worker/edge-cache/middleware.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow, currentUser } from '#worker/middleware/access.ts'

/** What an admin list's domain module does; each function enforces its own rules. */
export type AdminCollectionDomain<Input, Item, Saved> = {
  list: (db: Db, actor: Actor) => Promise<Item[]>
  create: (db: Db, actor: Actor, input: Input) => Promise<Saved>
  update: (db: Db, actor: Actor, id: string, input: Input) => Promise<Saved>
  remove: (db: Db, actor: Actor, id: string) => Promise<void>
}

/**
 * The four routes of an admin list (products, services, blog, testimonials): GET / lists,
 * POST / creates (201), PUT /:id replaces, DELETE /:id removes (204). Super admins only, like
 * the whole admin panel (decision 009); the id and the body are validated first (a 400 naming
 * the field). Every successful write re-keys the public reads of `scopes` (decision 041).
 *
 * `names.list` is the key of the list in its answer ({ posts: [...] }), `names.item` the key of
 * a saved item ({ post }); without `names.item` the domain's answer is the whole body.
 * Routes of their own (a publication switch, an upload) are chained on the result.
 */
export function adminCollection<
  ListKey extends string,
  Write extends z.ZodMiniType,
  Item,
  Saved,
  ItemKey extends string | undefined = undefined,
>(
  scopes: PublicContentScope[],
  names: { list: ListKey; item?: ItemKey },
  schemas: { param: z.ZodMiniType<{ id: string }>; write: Write },
  domain: AdminCollectionDomain<z.output<Write>, Item, Saved>,
) {
  type SavedBody = ItemKey extends string ? Record<ItemKey, Saved> : Saved
  const answer = (saved: Saved) => (names.item ? { [names.item]: saved } : saved) as SavedBody
  const admin = allow('super_admin')
  return new Hono<AppEnv>()
    .use(purgesOnWrite(...scopes))
    .get('/', admin, async (c) => {
      const items = await domain.list(c.get('db'), await currentUser(c))
      return c.json({ [names.list]: items } as Record<ListKey, Item[]>, 200)
    })
    .post('/', admin, validate('json', schemas.write), async (c) => {
      const saved = await domain.create(c.get('db'), await currentUser(c), c.req.valid('json'))
      return c.json(answer(saved), 201)
    })
    .put('/:id', ...adminItemChange(schemas.param, schemas.write), async (c) => {
      const { id } = c.req.valid('param')
      return c.json(answer(await domain.update(c.get('db'), await currentUser(c), id, c.req.valid('json'))), 200)
    })
    .delete('/:id', admin, validate('param', schemas.param), async (c) => {
      await domain.remove(c.get('db'), await currentUser(c), c.req.valid('param').id)
      return c.body(null, 204)
    })
}

/** The checks of a change to one item of an admin list: super admins only, then its id and the body. */
export function adminItemChange<Param extends z.ZodMiniType, Body extends z.ZodMiniType>(param: Param, body: Body) {
  return [allow('super_admin'), validate('param', param), validate('json', body)] as const
}
