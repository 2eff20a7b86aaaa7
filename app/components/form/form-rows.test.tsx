// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { css } from '#styled-system/css'
import { NumberRow, RateRow, SelectRow, TextAreaRow, TextRow } from './form-rows'

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

describe("a row's hint", () => {
  const rows = (
    <>
      <TextRow name="email" label="Email" value="" hint="We reply within a day." onChange={() => undefined} />
      <SelectRow
        name="term"
        label="Term"
        value={5}
        options={[{ value: 5, label: '5 years' }]}
        hint="Most choose 5."
        onChange={() => undefined}
      />
      <TextAreaRow
        name="message"
        label="Message"
        value=""
        hint="Say what you need."
        error="Enter a message."
        onChange={() => undefined}
      />
      <TextRow name="plain" label="Plain" value="" onChange={() => undefined} />
    </>
  )

  it('describes its control, with the error after it', () => {
    render(rows)
    const described = (label: string) =>
      (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
    expect(described('Email')).toEqual(['We reply within a day.'])
    expect(described('Term')).toEqual(['Most choose 5.'])
    expect(described('Message')).toEqual(['Say what you need.', 'Enter a message.'])
    expect(screen.getByLabelText('Plain').hasAttribute('aria-describedby')).toBe(false)
  })

  it('is there from the first render: rows with hints and no error are drawn once as they mount', () => {
    const commits: string[] = []
    render(
      <Profiler id="rows" onRender={(_id, phase) => commits.push(phase)}>
        <TextRow name="email" label="Email" value="" hint="We reply within a day." onChange={() => undefined} />
        <TextAreaRow name="message" label="Message" value="" hint="Say what you need." onChange={() => undefined} />
      </Profiler>,
    )
    expect(commits).toEqual(['mount'])
  })
})

describe("a text row's input", () => {
  it('has the padding for its prefix and suffix and tabular digits for figures, nothing more', () => {
    const noop = () => undefined
    render(
      <>
        <TextRow name="a" label="Amount" value="" prefix="$" numeric onChange={noop} />
        <TextRow name="b" label="Rate" value="" suffix="%" onChange={noop} />
        <TextRow name="c" label="Term" value="" suffix="years" numeric onChange={noop} />
        <TextRow name="d" label="Name" value="" onChange={noop} />
      </>,
    )
    const classes = (label: string) => screen.getByLabelText(label).className.split(' ')
    expect(classes('Amount')).toEqual(
      expect.arrayContaining(css({ pl: '7', fontVariantNumeric: 'tabular-nums' }).split(' ')),
    )
    expect(classes('Rate')).toContain(css({ pr: '8' }))
    expect(classes('Rate')).not.toContain(css({ fontVariantNumeric: 'tabular-nums' }))
    expect(classes('Term')).toEqual(
      expect.arrayContaining([css({ pr: '16' }), css({ fontVariantNumeric: 'tabular-nums' })]),
    )
    expect(classes('Name').join(' ')).not.toMatch(/pl_|pr_|fv-num/)
  })
})
