import { describe, expect, it, vi } from 'vitest'
import { bindFields, sameButHandlers } from './fields'

describe('bindFields', () => {
  const values = { price: '750000', province: 'ON', inToronto: true, firstTimeBuyer: false }
  const messages: Record<string, string> = { price: 'Enter a price.' }
  const error = ((key: string) => messages[key]) as (key: never) => string | undefined

  it('binds a yes/no value to a checkbox: its name, whether it is ticked, and the patch a click sends', () => {
    const update = vi.fn()
    const { check } = bindFields(values, update, error)
    const bound = check('firstTimeBuyer')
    expect(bound.name).toBe('firstTimeBuyer')
    expect(bound.checked).toBe(false)
    bound.onChange(true)
    expect(update).toHaveBeenCalledWith({ firstTimeBuyer: true })
    expect(check('inToronto').checked).toBe(true)
  })

  it('binds a text field to its value and the message for its key, a select to its value alone', () => {
    const update = vi.fn()
    const { field, choice } = bindFields(values, update, error)
    expect(field('price')).toMatchObject({ name: 'price', value: '750000', error: 'Enter a price.' })
    expect(choice('province')).toMatchObject({ name: 'province', value: 'ON' })
    choice('province').onChange('QC')
    expect(update).toHaveBeenCalledWith({ province: 'QC' })
  })
})

describe('sameButHandlers', () => {
  const row = { name: 'rate', label: 'Rate', value: '5.19', hint: 'Empty uses our best rate: 4.79%.' }

  it('takes a row whose only new props are handlers made again as the same row', () => {
    expect(sameButHandlers({ ...row, onChange: () => undefined }, { ...row, onChange: () => undefined })).toBe(true)
  })

  it('draws a row again when a shown prop changes, one appears or goes, or a handler becomes a value', () => {
    const onChange = () => undefined
    expect(sameButHandlers({ ...row, onChange }, { ...row, hint: 'Loading our rates…', onChange })).toBe(false)
    expect(sameButHandlers({ ...row, onChange }, { ...row, onChange, error: 'Enter a rate.' })).toBe(false)
    expect(sameButHandlers({ ...row, onChange, error: undefined }, { ...row, onChange })).toBe(false)
    expect(sameButHandlers({ ...row, onChange }, { ...row, onChange: 'x' })).toBe(false)
  })
})
