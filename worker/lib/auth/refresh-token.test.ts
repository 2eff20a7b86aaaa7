import { describe, expect, it, vi } from 'vitest'
import { at, T0 } from '#tests/support/auth-clock.ts'
import { createMemoryRefreshStore } from '#tests/support/auth-memory-stores.ts'
import {
  hashToken,
  issueRefreshToken,
  newRefreshToken,
  REFRESH_POLICY,
  type RefreshRow,
  refreshCookieMaxAge,
  revokeRefreshFamily,
  rotateRefreshToken,
} from './refresh-token'

function mustRotate(result: Awaited<ReturnType<typeof rotateRefreshToken>>) {
  if (result.kind !== 'rotated') throw new Error(`expected rotated, got ${result.kind}`)
  return result
}

describe('newRefreshToken / hashToken', () => {
  it('makes 256-bit base64url tokens, all different', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newRefreshToken))
    expect(tokens.size).toBe(1000)
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(t, 'base64url')).toHaveLength(32)
    }
  })

  it('hashes with SHA-256 to lowercase hex', async () => {
    expect(await hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(await hashToken('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })
})

describe('issueRefreshToken', () => {
  it('starts a family and stores only the hash', async () => {
    const store = createMemoryRefreshStore()
    const { token, row } = await issueRefreshToken(store, { userId: 'u1', aal: 'aal1', now: T0 })
    expect(row).toMatchObject({
      userId: 'u1',
      familyId: row.id,
      parentId: null,
      usedAt: null,
      revokedAt: null,
      aal: 'aal1',
    })
    expect(row.tokenHash).toBe(await hashToken(token))
    expect(row.expiresAt).toEqual(at(REFRESH_POLICY.sessionTtlSeconds))
    expect(JSON.stringify([...store.rows.values()])).not.toContain(token)
    expect(refreshCookieMaxAge(row, T0)).toBe(REFRESH_POLICY.idleTtlSeconds)
  })
})

describe('rotateRefreshToken', () => {
  it('rotates: marks the parent used, mints a child in the same family', async () => {
    const store = createMemoryRefreshStore()
    const first = await issueRefreshToken(store, { userId: 'u1', aal: 'aal2', now: T0 })
    const r = mustRotate(await rotateRefreshToken(store, first.token, at(60)))
    expect(r.newToken).not.toBe(first.token)
    expect(r.row).toMatchObject({
      userId: 'u1',
      familyId: first.row.familyId,
      parentId: first.row.id,
      aal: 'aal2',
      createdAt: at(60),
      expiresAt: first.row.expiresAt, // rotation never extends the session
    })
    expect(r.row.tokenHash).toBe(await hashToken(r.newToken))
    expect(store.rows.get(first.row.id)).toMatchObject({ usedAt: at(60), replacedBy: r.row.id })
  })

  it('rotate 3×, replay the first → reuse-detected and the whole family (newest included) is dead', async () => {
    const store = createMemoryRefreshStore()
    const first = await issueRefreshToken(store, { userId: 'u1', aal: 'aal1', now: T0 })
    const second = mustRotate(await rotateRefreshToken(store, first.token, at(60)))
    const third = mustRotate(await rotateRefreshToken(store, second.newToken, at(120)))
    const fourth = mustRotate(await rotateRefreshToken(store, third.newToken, at(180)))

    expect(await rotateRefreshToken(store, first.token, at(240))).toEqual({
      kind: 'reuse-detected',
      familyId: first.row.familyId,
      userId: 'u1',
    })
    expect([...store.rows.values()].every((row) => row.revokedAt?.getTime() === at(240).getTime())).toBe(true)
    expect(await rotateRefreshToken(store, fourth.newToken, at(241))).toEqual({ kind: 'invalid' })
    expect(store.rows.size).toBe(4)
  })

  it('revokes only the affected family', async () => {
    const store = createMemoryRefreshStore()
    const a = await issueRefreshToken(store, { userId: 'u1', aal: 'aal1', now: T0 })
    const b = await issueRefreshToken(store, { userId: 'u1', aal: 'aal1', now: T0 }) // another device
    mustRotate(await rotateRefreshToken(store, a.token, at(10)))
    expect((await rotateRefreshToken(store, a.token, at(100))).kind).toBe('reuse-detected')
    expect((await rotateRefreshToken(store, b.token, at(101))).kind).toBe('rotated')
  })

  it('two concurrent refreshes of the same token mint exactly one child', async () => {
    const store = createMemoryRefreshStore()
    const first = await issueRefreshToken(store, { userId: 'u1', aal: 'aal1', now: T0 })
    const results = await Promise.all([
      rotateRefreshToken(store, first.token, at(30)),
      rotateRefreshToken(store, first.token, at(30)),
    ])
    expect(results.map((r) => r.kind).sort()).toEqual(['race-lost', 'rotated'])
    expect(store.rows.size).toBe(2)
    const children = [...store.rows.values()].filter((row) => row.parentId === first.row.id)
    expect(children).toHaveLength(1)
    // The race did not revoke anything; the winner's token keeps working.
    expect([...store.rows.values()].some((row) => row.revokedAt)).toBe(false)
    const winner = mustRotate(results.find((r) => r.kind === 'rotated')!)
    expect((await rotateRefreshToken(store, winner.newToken, at(40))).kind).toBe('rotated')
  })

  it('ten concurrent refreshes still mint one child', async () => {
    const store = createMemoryRefreshStore()
    const first = await issueRefreshToken(store, { userId: 'u1', aal: 'aal1', now: T0 })
    const results = await Promise.all(Array.from({ length: 10 }, () => rotateRefreshToken(store, first.token, at(30))))
    expect(results.filter((r) => r.kind === 'rotated')).toHaveLength(1)
    expect(results.filter((r) => r.kind === 'race-lost')).toHaveLength(9)
    expect(store.rows.size).toBe(2)
  })

  it('uses claimAndInsert when the store has it: one atomic call, never the separate two', async () => {
    const base = createMemoryRefreshStore()
    const claimAndInsert = vi.fn(async (parentId: string, child: RefreshRow, usedAt: Date) => {
      if (!(await base.markUsedIfUnused(parentId, child.id, usedAt))) return false
      await base.insert(child)
      return true
    })
    const store = {
      ...base,
      insert: vi.fn(base.insert),
      markUsedIfUnused: vi.fn(base.markUsedIfUnused),
      claimAndInsert,
    }
    const first = await issueRefreshToken(store, { userId: 'u1', aal: 'aal2', now: T0 })
    store.insert.mockClear()
    const results = await Promise.all([
      rotateRefreshToken(store, first.token, at(30)),
      rotateRefreshToken(store, first.token, at(30)),
    ])
    expect(results.map((r) => r.kind).sort()).toEqual(['race-lost', 'rotated'])
    expect(claimAndInsert).toHaveBeenCalledTimes(2)
    expect(store.insert).not.toHaveBeenCalled()
    expect(store.markUsedIfUnused).not.toHaveBeenCalled()
    const child = [...base.rows.values()].find((r) => r.parentId === first.row.id)
    expect(child).toMatchObject({ familyId: first.row.familyId, aal: 'aal2' })
    expect(base.rows.size).toBe(2)
  })

  it('a replay within the 5 s grace window is race-lost (no revocation); after it, reuse', async () => {
    const store = createMemoryRefreshStore()
    const first = await issueRefreshToken(store, { userId: 'u1', aal: 'aal1', now: T0 })
    const second = mustRotate(await rotateRefreshToken(store, first.token, at(100)))

    expect(await rotateRefreshToken(store, first.token, at(105))).toEqual({ kind: 'race-lost' })
    expect(store.rows.get(second.row.id)?.revokedAt).toBeNull()

    expect((await rotateRefreshToken(store, first.token, at(105.001))).kind).toBe('reuse-detected')
    expect(store.rows.get(second.row.id)?.revokedAt).toEqual(at(105.001))
  })

  it('expires at the session end and after the idle limit', async () => {
    const store = createMemoryRefreshStore()
    const idle = REFRESH_POLICY.idleTtlSeconds
    const a = await issueRefreshToken(store, { userId: 'u1', aal: 'aal1', now: T0 })
    expect(await rotateRefreshToken(store, a.token, at(idle))).toEqual({ kind: 'expired' })
    expect(store.rows.get(a.row.id)?.usedAt).toBeNull()

    // Refresh every 6 days: never idle, but the session still ends at 30 days.
    let token = (await issueRefreshToken(store, { userId: 'u2', aal: 'aal1', now: T0 })).token
    let t = 0
    for (; t + 6 * 86400 < REFRESH_POLICY.sessionTtlSeconds; ) {
      t += 6 * 86400
      token = mustRotate(await rotateRefreshToken(store, token, at(t))).newToken
    }
    expect(await rotateRefreshToken(store, token, at(REFRESH_POLICY.sessionTtlSeconds))).toEqual({ kind: 'expired' })
  })

  it('an expired token that was already rotated is still treated as reuse', async () => {
    const store = createMemoryRefreshStore()
    const a = await issueRefreshToken(store, { userId: 'u1', aal: 'aal1', now: T0 })
    mustRotate(await rotateRefreshToken(store, a.token, at(10)))
    expect((await rotateRefreshToken(store, a.token, at(REFRESH_POLICY.sessionTtlSeconds + 10))).kind).toBe(
      'reuse-detected',
    )
  })

  it('unknown and malformed tokens are invalid; malformed ones never reach the store', async () => {
    const store = createMemoryRefreshStore()
    const findByHash = vi.spyOn(store, 'findByHash')
    expect(await rotateRefreshToken(store, newRefreshToken(), T0)).toEqual({ kind: 'invalid' })
    expect(findByHash).toHaveBeenCalledTimes(1)
    for (const bad of ['', 'short', 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}+`]) {
      expect(await rotateRefreshToken(store, bad, T0)).toEqual({ kind: 'invalid' })
    }
    expect(findByHash).toHaveBeenCalledTimes(1)
  })

  it('a race lost to a revocation reports invalid', async () => {
    const base = createMemoryRefreshStore()
    const a = await issueRefreshToken(base, { userId: 'u1', aal: 'aal1', now: T0 })
    // Revoke between the read and the conditional update.
    const store = {
      ...base,
      async markUsedIfUnused(id: string, replacedBy: string, usedAt: Date) {
        await base.revokeFamily(a.row.familyId, usedAt)
        return base.markUsedIfUnused(id, replacedBy, usedAt)
      },
    }
    expect(await rotateRefreshToken(store, a.token, at(1))).toEqual({ kind: 'invalid' })
    expect(base.rows.size).toBe(1)
  })
})

describe('revokeRefreshFamily (sign-out)', () => {
  it('kills every token of the family', async () => {
    const store = createMemoryRefreshStore()
    const a = await issueRefreshToken(store, { userId: 'u1', aal: 'aal1', now: T0 })
    const b = mustRotate(await rotateRefreshToken(store, a.token, at(10)))
    expect(await revokeRefreshFamily(store, b.newToken, at(20))).toBe(true)
    expect(await rotateRefreshToken(store, b.newToken, at(21))).toEqual({ kind: 'invalid' })
    expect([...store.rows.values()].every((row: RefreshRow) => row.revokedAt)).toBe(true)
    expect(await revokeRefreshFamily(store, newRefreshToken(), at(22))).toBe(false)
    expect(await revokeRefreshFamily(store, 'garbage', at(22))).toBe(false)
  })
})
