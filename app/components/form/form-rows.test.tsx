// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NumberRow, RateRow } from './form-rows'

afterEach(cleanup)

describe('NumberRow', () => {
  it('asks a phone for the number pad, with a decimal point only when the step is a fraction', () => {
    render(
      <>
        <NumberRow name="term" label="Term" step={1} min={1} value="60" onChange={() => undefined} />
        <NumberRow name="amount" label="Amount" step={0.01} value="" onChange={() => undefined} />
        <RateRow name="rate" label="Rate" value="" onChange={() => undefined} />
      </>,
    )
    const [term, amount, rate] = ['Term', 'Amount', 'Rate'].map((l) => screen.getByLabelText(l) as HTMLInputElement)
    expect([term?.type, term?.inputMode, term?.step, term?.min]).toEqual(['number', 'numeric', '1', '1'])
    expect([amount?.type, amount?.inputMode, amount?.step]).toEqual(['number', 'decimal', '0.01'])
    expect([rate?.inputMode, rate?.step, rate?.max]).toEqual(['decimal', '0.01', '25'])
  })
})
