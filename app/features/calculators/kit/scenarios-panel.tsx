import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { twoColumns } from '#app/components/layout/layout-styles.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { notify } from '#app/components/ui/notify.ts'
import { dateTimeText } from '#app/lib/date-time.ts'
import type { CalculatorScenario, DeviceDb } from '#app/offline/db.ts'
import { css, cx } from '#styled-system/css'
import { SelectField } from './fields'
import { type CalculatorId, deleteScenario, listScenarios, MAX_SCENARIO_NAME, saveScenario } from './persistence'

export interface ScenarioFigure {
  label: string
  value: string
}

export interface ScenariosPanelProps<T> {
  calculator: CalculatorId
  db: DeviceDb | null
  /** Whether the device database lookup has finished. */
  ready: boolean
  values: T
  read(raw: unknown): T | null
  onLoad(values: T): void
  /** The figures compared side by side (inputs and results), or null when they do not compute. */
  describe(values: T): ScenarioFigure[] | null
  /** Level of the panel's heading (the comparison's is one below). Default 2. */
  headingLevel?: 2 | 3
}

/** Save the current inputs under a name, load them back, and compare two side by side. */
export function ScenariosPanel<T>({
  calculator,
  db,
  ready,
  values,
  read,
  onLoad,
  describe,
  headingLevel = 2,
}: ScenariosPanelProps<T>) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4'
  const headingId = useId()
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string>()
  const [scenarios, setScenarios] = useState<CalculatorScenario[]>([])
  const [compare, setCompare] = useState<[string, string]>(['', ''])

  const refresh = useCallback(async () => {
    if (!db) return
    const list = await listScenarios(db, calculator).catch(() => [])
    setScenarios(list)
    setCompare(([a, b]) => {
      const ids = list.map((s) => s.id)
      const first = ids.includes(a) ? a : (ids[0] ?? '')
      const second = ids.includes(b) && b !== first ? b : (ids.find((id) => id !== first) ?? '')
      return [first, second]
    })
  }, [db, calculator])

  useEffect(() => {
    void refresh()
  }, [refresh])

  const onSave = async (event: FormEvent) => {
    event.preventDefault()
    if (!db) return
    if (!name.trim()) {
      setNameError('Give this scenario a name, like “Condo, 10% down”.')
      return
    }
    if (!describe(values)) {
      setNameError('Fix the numbers above first: only a scenario that computes can be saved.')
      return
    }
    setNameError(undefined)
    try {
      const saved = await saveScenario(db, calculator, name, values)
      setName('')
      await refresh()
      notify('success', { title: 'Scenario saved', description: `“${saved.name}” is saved on this device.` })
    } catch {
      notify('error', { title: 'Could not save the scenario', description: "This browser's storage refused it." })
    }
  }

  const onDelete = async (scenario: CalculatorScenario) => {
    if (!db) return
    await deleteScenario(db, scenario.id).catch(() => undefined)
    await refresh()
  }

  const onLoadScenario = (scenario: CalculatorScenario) => {
    const parsed = read(scenario.inputs)
    if (parsed) {
      onLoad(parsed)
      notify('info', { title: 'Scenario loaded', description: `Showing “${scenario.name}”.` })
    }
  }

  const shown = compare
    .map((id) => scenarios.find((s) => s.id === id))
    .filter((s): s is CalculatorScenario => Boolean(s))
  const figures = shown.map((s) => {
    const parsed = read(s.inputs)
    return parsed ? describe(parsed) : null
  })
  // Rows by label, in order of first appearance: two scenarios may not list the same lines.
  const labels = [...new Set(figures.flatMap((f) => (f ? f.map((x) => x.label) : [])))]
  const options = scenarios.map((s) => ({ value: s.id, label: s.name ?? 'Untitled' }))

  return (
    <section aria-labelledby={headingId} className={css({ display: 'grid', gap: '4', _print: { display: 'none' } })}>
      <div>
        <Heading id={headingId} className={css({ textStyle: 'xl', fontWeight: 'semibold', color: 'fg.heading' })}>
          Saved scenarios
        </Heading>
        <p className={css({ textStyle: 'sm', color: 'fg.muted', mt: '1' })}>
          Save these numbers under a name to come back to them or compare two side by side. They stay on this device.
        </p>
      </div>
      {!ready ? null : !db ? (
        <p
          role="note"
          className={css({ textStyle: 'sm', color: 'fg.muted', bg: 'bg.subtle', p: '3', borderRadius: 'md' })}
        >
          Saving scenarios needs this browser's storage, which is not available here (private browsing turns it off).
        </p>
      ) : (
        <>
          <form
            onSubmit={onSave}
            noValidate
            className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', flexWrap: 'wrap' })}
          >
            <Field.Root invalid={Boolean(nameError)} className={css({ flex: '[1 1 16rem]', w: 'auto' })}>
              <Field.Label>Scenario name</Field.Label>
              <Field.Input
                name="scenarioName"
                value={name}
                maxLength={MAX_SCENARIO_NAME}
                placeholder="e.g. Condo, 10% down"
                autoComplete="off"
                onChange={(e) => setName(e.currentTarget.value)}
              />
              <Field.ErrorText>{nameError}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" variant="outline" className={css({ mt: { base: '0', sm: '7' } })}>
              Save scenario
            </Button>
          </form>

          {scenarios.length === 0 ? (
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>No saved scenarios yet.</p>
          ) : (
            <ul className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0' })}>
              {scenarios.map((s) => (
                <li
                  key={s.id}
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '2',
                    flexWrap: 'wrap',
                    borderWidth: '1px',
                    borderColor: 'border.subtle',
                    borderRadius: 'md',
                    px: '3',
                    py: '1',
                  })}
                >
                  <span className={css({ flex: '[1 1 10rem]', minW: '0' })}>
                    <span className={css({ fontWeight: 'medium', display: 'block', overflowWrap: 'anywhere' })}>
                      {s.name}
                    </span>
                    <span className={css({ textStyle: 'xs', color: 'fg.muted' })}>
                      Saved {dateTimeText(s.updatedAt)}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onLoadScenario(s)}
                    aria-label={`Load ${s.name ?? 'scenario'}`}
                  >
                    Load
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="danger"
                    onClick={() => void onDelete(s)}
                    aria-label={`Delete ${s.name ?? 'scenario'}`}
                  >
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          )}

          {scenarios.length >= 2 ? (
            <div className={css({ display: 'grid', gap: '3' })}>
              <SubHeading className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>
                Compare two scenarios
              </SubHeading>
              <div className={cx(twoColumns, css({ gap: '3' }))}>
                <SelectField
                  name="compareA"
                  label="First scenario"
                  value={compare[0]}
                  options={options}
                  onChange={(v) => setCompare(([, b]) => [v, b])}
                />
                <SelectField
                  name="compareB"
                  label="Second scenario"
                  value={compare[1]}
                  options={options}
                  onChange={(v) => setCompare(([a]) => [a, v])}
                />
              </div>
              {shown.length === 2 && labels.length > 0 ? (
                <div className={css({ overflowX: 'auto' })}>
                  <table
                    className={css({
                      w: 'full',
                      borderCollapse: 'collapse',
                      textStyle: 'sm',
                      fontVariantNumeric: 'tabular-nums',
                    })}
                  >
                    <caption className={css({ srOnly: true })}>
                      {shown[0]!.name} compared with {shown[1]!.name}
                    </caption>
                    <thead>
                      <tr>
                        <td />
                        {shown.map((s, i) => (
                          <th
                            // biome-ignore lint/suspicious/noArrayIndexKey: the same scenario can be shown twice; the position tells the two apart
                            key={`${s.id}-${i}`}
                            scope="col"
                            className={css({
                              textAlign: 'right',
                              py: '2',
                              pl: '3',
                              color: 'fg.heading',
                              borderBottomWidth: '1px',
                              borderColor: 'border.subtle',
                              overflowWrap: 'anywhere',
                            })}
                          >
                            {s.name}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {labels.map((label) => {
                        const a = figures[0]?.find((f) => f.label === label)?.value ?? '—'
                        const b = figures[1]?.find((f) => f.label === label)?.value ?? '—'
                        return (
                          <tr key={label}>
                            <th
                              scope="row"
                              className={css({
                                textAlign: 'left',
                                py: '2',
                                fontWeight: 'normal',
                                color: 'fg.muted',
                                borderBottomWidth: '1px',
                                borderColor: 'border.subtle',
                              })}
                            >
                              {label}
                            </th>
                            {[a, b].map((v, i) => (
                              <td
                                // biome-ignore lint/suspicious/noArrayIndexKey: two fixed columns (this scenario, the other): the position is the identity
                                key={i}
                                className={css({
                                  textAlign: 'right',
                                  py: '2',
                                  pl: '3',
                                  borderBottomWidth: '1px',
                                  borderColor: 'border.subtle',
                                  fontWeight: a !== b ? 'semibold' : 'normal',
                                })}
                              >
                                {v}
                              </td>
                            ))}
                          </tr>
                        )
                      })}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
