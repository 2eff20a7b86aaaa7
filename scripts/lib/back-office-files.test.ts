import { describe, expect, it } from 'vitest'
import { isBackOfficeFile } from './back-office-files'

describe('isBackOfficeFile', () => {
  it('takes the signed-in areas’ routes, shell and features', () => {
    expect(isBackOfficeFile('app/routes/super-admin.leads.tsx')).toBe(true)
    expect(isBackOfficeFile('app/routes/agent-dashboard.tsx')).toBe(true)
    expect(isBackOfficeFile('app/components/layout/staff/staff-shell.tsx')).toBe(true)
    expect(isBackOfficeFile('app/routes/-staff-area-layout.tsx')).toBe(true)
    expect(isBackOfficeFile('app/features/catalog/admin/products-page.tsx')).toBe(true)
    expect(isBackOfficeFile('app/features/leads/board/board-column.tsx')).toBe(true)
  })

  it('leaves the public pages and the shared kit to the public stylesheet', () => {
    expect(isBackOfficeFile('app/routes/rates.tsx')).toBe(false)
    expect(isBackOfficeFile('app/routes/agent.$id.tsx')).toBe(false)
    expect(isBackOfficeFile('app/components/layout/site-header.tsx')).toBe(false)
    expect(isBackOfficeFile('app/components/ui/button.tsx')).toBe(false)
    // One folder level only: a feature named like an area is not inside it.
    expect(isBackOfficeFile('app/features/admin-tools.tsx')).toBe(false)
    expect(isBackOfficeFile('app/features/rates/rates-display.tsx')).toBe(false)
  })
})
