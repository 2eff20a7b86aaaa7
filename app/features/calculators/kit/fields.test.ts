import { describe, expect, it, vi } from 'vitest'
import { bindFields } from './fields'

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
