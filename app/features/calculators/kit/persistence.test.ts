import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { MORTGAGE_DEFAULTS, readStoredMortgageValues } from '#app/features/calculators/mortgage-model.ts'
import { testDeviceDbs } from '#app/offline/test-device-db.ts'
import {
  deleteScenario,
  listScenarios,
  loadLastInputs,
  MAX_SCENARIOS,
  saveLastInputs,
  saveScenario,
} from './persistence'

const makeDb = testDeviceDbs('calc').open

describe('last inputs', () => {
  it('keeps one row per calculator and gives it back', async () => {
    const db = await makeDb()
    expect(await loadLastInputs(db, 'mortgage')).toBeNull()
    await saveLastInputs(db, 'mortgage', { amount: '400000' }, 1)
    await saveLastInputs(db, 'mortgage', { amount: '500000' }, 2)
    await saveLastInputs(db, 'affordability', { annualIncome: '90000' }, 3)
    expect(await loadLastInputs(db, 'mortgage')).toEqual({ amount: '500000' })
    expect(await loadLastInputs(db, 'affordability')).toEqual({ annualIncome: '90000' })
    const row = await db.calculatorScenarios.get('last:mortgage')
    expect(row).toMatchObject({ kind: 'last', calculator: 'mortgage', createdAt: 1, updatedAt: 2 })
    expect(await listScenarios(db, 'mortgage')).toEqual([])
  })

  it('restores only what a newer or older version stored sensibly', () => {
    expect(
      readStoredMortgageValues({ amount: '450000', amortization: 40, frequency: 'daily', custom: 'yes', extra: 1 }),
    ).toEqual({
      ...MORTGAGE_DEFAULTS,
      amount: '450000',
    })
    expect(readStoredMortgageValues('nonsense')).toBeNull()
    expect(readStoredMortgageValues([1, 2])).toBeNull()
  })
})

describe('named scenarios', () => {
  it('saves, lists newest first, replaces by name and deletes', async () => {
    const db = await makeDb()
    const a = await saveScenario(db, 'mortgage', '  Condo   downtown ', { amount: '450000' }, 10)
    expect(a.name).toBe('Condo downtown')
    await saveScenario(db, 'mortgage', 'House', { amount: '800000' }, 20)
    await saveScenario(db, 'affordability', 'Other calculator', {}, 30)
    expect((await listScenarios(db, 'mortgage')).map((s) => s.name)).toEqual(['House', 'Condo downtown'])

    const replaced = await saveScenario(db, 'mortgage', 'condo DOWNTOWN', { amount: '470000' }, 40)
    expect(replaced.id).toBe(a.id)
    const list = await listScenarios(db, 'mortgage')
    expect(list).toHaveLength(2)
    expect(list[0]).toMatchObject({ id: a.id, inputs: { amount: '470000' }, createdAt: 10, updatedAt: 40 })

    await deleteScenario(db, a.id)
    expect((await listScenarios(db, 'mortgage')).map((s) => s.name)).toEqual(['House'])
  })

  it(`keeps at most ${MAX_SCENARIOS}, dropping the oldest`, async () => {
    const db = await makeDb()
    for (let i = 0; i < MAX_SCENARIOS + 3; i++) await saveScenario(db, 'mortgage', `S${i}`, { i }, i)
    const names = (await listScenarios(db, 'mortgage')).map((s) => s.name)
    expect(names).toHaveLength(MAX_SCENARIOS)
    expect(names[0]).toBe(`S${MAX_SCENARIOS + 2}`)
    expect(names).not.toContain('S0')
    expect(names).not.toContain('S2')
  })

  it('refuses an empty name', async () => {
    const db = await makeDb()
    await expect(saveScenario(db, 'mortgage', '   ', {})).rejects.toThrow(RangeError)
  })
})
