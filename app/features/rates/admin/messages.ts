/** The spec's rates catalogue, shown as toasts. */
export const RATES_MESSAGES = {
  added: 'Rate added successfully',
  addFailed: 'Failed to add rate',
  fetchFailed: 'Failed to fetch rates',
  updateFailed: 'Failed to update rate',
  deleteFailed: 'Failed to delete rate',
  statusFailed: 'Failed to update rate status',
  scrapeFailed: 'Failed to scrape rates. Please try again.',
  manageFailed: 'Failed to manage rates. Please try again.',
  updated: 'Rate updated',
  deleted: 'Rate deleted',
  refreshed: 'Rates updated successfully. New rates are now active.',
} as const

export const DELETE_CONFIRM = 'Are you sure you want to delete this rate?'

/** Admin rates keep up to 3 decimals (the form's step 0.001); at least 2 are shown. */
export function formatAdminRate(rate: number): string {
  const fixed = rate.toFixed(3)
  return fixed.endsWith('0') ? fixed.slice(0, -1) : fixed
}

/** 'Manual Entry', or the source's host and path. */
export function sourceLabel(sourceUrl: string): string {
  try {
    const u = new URL(sourceUrl)
    return `${u.host}${u.pathname === '/' ? '' : u.pathname}`
  } catch {
    return sourceUrl
  }
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-CA', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}
