import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { afterEach } from 'vitest'
import { DeviceDb } from './db'

/**
 * Device databases for a test file (fake IndexedDB): each under a unique name, closed and
 * deleted after every test. Call once at the top of the file:
 *
 *   const dbs = testDeviceDbs('news-test')
 *   const db = await dbs.open()
 */
export function testDeviceDbs(prefix: string) {
  const opened: Dexie[] = []
  afterEach(async () => {
    for (const db of opened.splice(0)) {
      db.close()
      await Dexie.delete(db.name)
    }
  })
  /** Deleted after the test (any Dexie database the test makes itself). */
  const track = <T extends Dexie>(db: T): T => {
    opened.push(db)
    return db
  }
  /** A fresh device database, not opened yet (Dexie opens it on first use). */
  const create = () => track(new DeviceDb(`${prefix}-${Math.random().toString(36).slice(2)}`))
  /** A fresh device database, opened. */
  const open = async () => {
    const db = create()
    await db.open()
    return db
  }
  return { track, create, open }
}
