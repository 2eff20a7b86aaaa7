import { formatRate } from '#shared/constants/rates.ts'

/** The rates tab's messages, shown as toasts. */
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

/**
 * A rate in the admin table shows two decimals like everywhere else; the stored value keeps
 * up to three (the edit field starts from the stored value, so an edit loses nothing).
 */
export function formatAdminRate(rate: number): string {
  return formatRate(rate)
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
