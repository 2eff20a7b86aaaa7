// Calculator inputs on the device (Dexie table `calculatorScenarios`): the last inputs of each
// calculator, restored on return, and named scenarios to compare. Loaded lazily so Dexie never
// weighs on a page chunk; every function degrades to "nothing saved" without IndexedDB.

import { withDb } from '#app/lib/with-db.ts'
import type { CalculatorScenario, DeviceDb } from '#app/offline/db.ts'

export type CalculatorId = 'mortgage' | 'affordability' | 'closing-costs' | 'renewal'

/** At most this many named scenarios per calculator; saving another drops the oldest. */
export const MAX_SCENARIOS = 20
export const MAX_SCENARIO_NAME = 60

let dbPromise: Promise<DeviceDb | null> | null = null

/** The device database, or null where IndexedDB is unavailable (private browsing). */
export function deviceDb(): Promise<DeviceDb | null> {
  dbPromise ??= import('#app/offline/client.ts')
    .then((m) => m.getOfflineClient())
    .then((client) => client?.db ?? null)
    .catch(() => null)
  return dbPromise
}

export const lastInputsId = (calculator: CalculatorId) => `last:${calculator}`

export async function loadLastInputs(db: DeviceDb, calculator: CalculatorId): Promise<unknown> {
  const row = await withDb(db, (d) => d.calculatorScenarios.get(lastInputsId(calculator)))
  return row?.kind === 'last' ? row.inputs : null
}

export async function saveLastInputs(
  db: DeviceDb,
  calculator: CalculatorId,
  inputs: unknown,
  now = Date.now(),
): Promise<void> {
  const id = lastInputsId(calculator)
  await withDb(db, (d) =>
    d.transaction('rw', d.calculatorScenarios, async () => {
      const existing = await d.calculatorScenarios.get(id)
      await d.calculatorScenarios.put({
        id,
        calculator,
        kind: 'last',
        name: null,
        inputs,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
      })
    }),
  )
}

/** Named scenarios of a calculator, newest first. */
export async function listScenarios(db: DeviceDb, calculator: CalculatorId): Promise<CalculatorScenario[]> {
  const rows = await withDb(db, (d) =>
    d.calculatorScenarios.where('[calculator+kind]').equals([calculator, 'named']).toArray(),
  )
  return rows.sort((a, b) => b.updatedAt - a.updatedAt)
}

/**
 * Saves the inputs under a name (trimmed, at most 60 characters). The same name replaces that
 * scenario; past MAX_SCENARIOS the oldest go. One transaction.
 */
export async function saveScenario(
  db: DeviceDb,
  calculator: CalculatorId,
  name: string,
  inputs: unknown,
  now = Date.now(),
): Promise<CalculatorScenario> {
  const clean = name.trim().replace(/\s+/g, ' ').slice(0, MAX_SCENARIO_NAME)
  if (!clean) throw new RangeError('A scenario needs a name')
  return withDb(db, (d) =>
    d.transaction('rw', d.calculatorScenarios, async () => {
      const named = await d.calculatorScenarios.where('[calculator+kind]').equals([calculator, 'named']).toArray()
      const same = named.find((s) => s.name?.toLowerCase() === clean.toLowerCase())
      const row: CalculatorScenario = {
        // A local key only (the list is ordered by updatedAt): the platform's generator, so the
        // calculators' first load needs no id library (decision 118).
        id: same?.id ?? crypto.randomUUID(),
        calculator,
        kind: 'named',
        name: clean,
        inputs,
        createdAt: same?.createdAt ?? now,
        updatedAt: now,
      }
      await d.calculatorScenarios.put(row)
      const others = named.filter((s) => s.id !== row.id).sort((a, b) => b.updatedAt - a.updatedAt)
      const excess = others.slice(MAX_SCENARIOS - 1).map((s) => s.id)
      if (excess.length > 0) await d.calculatorScenarios.bulkDelete(excess)
      return row
    }),
  )
}

export async function deleteScenario(db: DeviceDb, id: string): Promise<void> {
  await withDb(db, (d) => d.calculatorScenarios.delete(id))
}
