import { useEffect, useState } from 'react'
import { whenIdle } from './idle'

/**
 * "May a picture far down the page be fetched now?" Not before the app is interactive on the
 * first page: Chrome fetches `loading="lazy"` images up to 1,250–2,500 px below the screen on
 * slow connections, so a page's lender logos and later cards competed with its own code for the
 * phone's connection (docs/decisions/242). After the app's interactive mark and an idle moment
 * (`whenIdle`), and on every render after that, yes.
 *
 * False on the server and in the first render in the browser (hydration renders what the server
 * did), true from the next render once the first load is over.
 */
let over = false
let waiting: Promise<void> | null = null

export function firstLoadOver(): Promise<void> {
  waiting ??= whenIdle().then(() => {
    over = true
  })
  return waiting
}

export function useAfterFirstLoad(): boolean {
  const [now, setNow] = useState(false)
  useEffect(() => {
    if (now) return
    if (over) {
      setNow(true)
      return
    }
    let live = true
    void firstLoadOver().then(() => {
      if (live) setNow(true)
    })
    return () => {
      live = false
    }
  }, [now])
  return now
}
