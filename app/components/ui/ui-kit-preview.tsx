import { Portal } from '@ark-ui/react/portal'
import { type ReactNode, useState } from 'react'
import { css } from '#styled-system/css'
import { container, grid, hstack, stack, wrap } from '#styled-system/patterns'
import { Accordion } from './accordion'
import { Badge } from './badge'
import { Button } from './button'
import { Card } from './card'
import { Checkbox } from './checkbox'
import { Dialog } from './dialog'
import { Drawer } from './drawer'
import { Field } from './field'
import { icons, MailIcon, MinusIcon, PhoneIcon, PlusIcon, SettingsIcon, StarIcon } from './icons'
import { Input, Textarea } from './input'
import { Menu } from './menu'
import { createListCollection, Select } from './select'
import { Spinner } from './spinner'
import { Switch } from './switch'
import { Tabs } from './tabs'
import { Toaster, toaster } from './toaster'
import { VisuallyHidden } from './visually-hidden'

/**
 * Dev-only gallery: every UI kit component in every variant. Used for screenshots and as
 * the place where Panda sees every recipe variant in use. Not linked from the app.
 *
 * `open` renders one overlay open on first paint (for screenshots). `withToaster` mounts a
 * Toaster for standalone use; inside the app the root layout already has one.
 */
export interface UiKitPreviewProps {
  open?: 'dialog' | 'drawer' | 'menu' | 'select' | undefined
  withToaster?: boolean | undefined
}

const variants = ['solid', 'outline', 'ghost', 'link'] as const
const tones = ['accent', 'brand', 'neutral', 'danger'] as const
const sizes = ['sm', 'md', 'lg'] as const
const badgeTones = ['neutral', 'accent', 'brand', 'success', 'warning', 'danger', 'info'] as const
const badgeVariants = ['subtle', 'solid', 'outline'] as const
const swatches = [
  'bg.canvas',
  'bg.default',
  'bg.subtle',
  'bg.muted',
  'accent.default',
  'accent.subtle',
  'brand.default',
  'brand.subtle',
  'danger.default',
  'success.default',
  'warning.default',
  'info.default',
] as const

const terms = createListCollection({
  items: [
    { label: '1 year fixed', value: '1y' },
    { label: '3 years fixed', value: '3y' },
    { label: '5 years fixed', value: '5y' },
    { label: '5 years variable', value: '5v' },
    { label: '10 years fixed (unavailable)', value: '10y', disabled: true },
  ],
})

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={stack({ gap: '4' })} aria-labelledby={`uikit-${title}`}>
      <h2 id={`uikit-${title}`} className={css({ textStyle: '2xl', fontWeight: 'bold' })}>
        {title}
      </h2>
      {children}
    </section>
  )
}

const row = wrap({ gap: '3', align: 'center' })

export function UiKitPreview({ open, withToaster = false }: UiKitPreviewProps) {
  const [notify, setNotify] = useState(true)
  const [agreed, setAgreed] = useState<boolean | 'indeterminate'>('indeterminate')

  return (
    <div className={container({ py: '10' })}>
      <div className={stack({ gap: '12' })}>
        <header className={stack({ gap: '2' })}>
          <h1 className={css({ textStyle: '4xl', fontWeight: 'bold' })}>UI kit</h1>
          <p className={css({ color: 'fg.muted' })}>Ark UI + Panda slot recipes. Light theme, semantic tokens only.</p>
        </header>

        <Section title="Colours">
          <div className={grid({ columns: { base: 2, md: 4, lg: 6 }, gap: '3' })}>
            {swatches.map((token) => (
              <div key={token} className={stack({ gap: '1' })}>
                <div
                  className={css({
                    height: '12',
                    borderRadius: 'md',
                    borderWidth: '1px',
                    borderColor: 'border.subtle',
                  })}
                  style={{ background: `var(--colors-${token.replace('.', '-')})` }}
                />
                <code className={css({ textStyle: 'xs', color: 'fg.muted' })}>{token}</code>
              </div>
            ))}
          </div>
        </Section>

        <Section title="Typography">
          <div className={stack({ gap: '2' })}>
            <p className={css({ textStyle: '5xl', fontWeight: 'bold', color: 'fg.heading' })}>Mortgages, simply</p>
            <p className={css({ textStyle: '3xl', fontWeight: 'bold', color: 'fg.heading' })}>Today&apos;s rates</p>
            <p className={css({ textStyle: 'xl', fontWeight: 'semibold' })}>Five-year fixed from 4.19%</p>
            <p className={css({ textStyle: 'md' })}>Body text. We compare lenders across Ontario for you.</p>
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>Secondary text, helper text.</p>
            <p className={css({ textStyle: 'xs', color: 'fg.subtle' })}>Caption text.</p>
            <p>
              <a href="#top">A link in running text</a>
            </p>
          </div>
        </Section>

        <Section title="Button">
          {variants.map((variant) => (
            <div key={variant} className={stack({ gap: '2' })}>
              <h3 className={css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted' })}>{variant}</h3>
              {tones.map((tone) => (
                <div key={tone} className={row}>
                  {sizes.map((size) => (
                    <Button key={size} variant={variant} tone={tone} size={size}>
                      {tone} {size}
                    </Button>
                  ))}
                  <Button variant={variant} tone={tone} disabled>
                    Disabled
                  </Button>
                </div>
              ))}
            </div>
          ))}
          <div className={row}>
            <Button loading>Save</Button>
            <Button loading loadingText="Sending…" variant="outline">
              Send
            </Button>
            <Button variant="outline" iconOnly aria-label="Settings">
              <SettingsIcon />
            </Button>
            <Button variant="ghost" size="sm" iconOnly aria-label="Call us">
              <PhoneIcon />
            </Button>
            <Button size="lg">
              <MailIcon /> Email us
            </Button>
            <Button asChild variant="outline">
              <a href="#top">Link as button</a>
            </Button>
          </div>
        </Section>

        <Section title="Badge">
          {badgeVariants.map((variant) => (
            <div key={variant} className={row}>
              {badgeTones.map((tone) => (
                <Badge key={tone} variant={variant} tone={tone}>
                  {tone}
                </Badge>
              ))}
              <Badge variant={variant} size="sm">
                <StarIcon /> small
              </Badge>
            </div>
          ))}
        </Section>

        <Section title="Card">
          <div className={grid({ columns: { base: 1, md: 3 }, gap: '4' })}>
            {(['outline', 'elevated', 'subtle'] as const).map((variant) => (
              <Card.Root key={variant} variant={variant}>
                <Card.Header>
                  <Card.Title>{variant} card</Card.Title>
                  <Card.Description>Five-year fixed, insured.</Card.Description>
                </Card.Header>
                <Card.Body>
                  <p className={css({ textStyle: '3xl', fontWeight: 'bold' })}>4.19%</p>
                </Card.Body>
                <Card.Footer>
                  <Button variant="outline" size="sm">
                    Details
                  </Button>
                  <Button size="sm">Apply</Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </div>
        </Section>

        <Section title="Spinner">
          <div className={row}>
            <Spinner size="sm" />
            <Spinner />
            <Spinner size="lg" label="Loading rates" />
            <span className={hstack({ gap: '2', color: 'fg.muted' })}>
              <Spinner size="inherit" tone="current" /> inherits the text colour
            </span>
          </div>
        </Section>

        <Section title="Field and Input">
          <div className={grid({ columns: { base: 1, md: 2 }, gap: '6' })}>
            <Field.Root required>
              <Field.Label>
                Email <Field.RequiredIndicator />
              </Field.Label>
              <Field.Input type="email" placeholder="you@example.com" autoComplete="email" />
              <Field.HelperText>We reply within one business day.</Field.HelperText>
            </Field.Root>
            <Field.Root invalid>
              <Field.Label>Phone</Field.Label>
              <Field.Input type="tel" defaultValue="555" />
              <Field.ErrorText>Enter a 10-digit phone number.</Field.ErrorText>
            </Field.Root>
            <Field.Root disabled>
              <Field.Label>Disabled</Field.Label>
              <Field.Input defaultValue="Can't touch this" />
            </Field.Root>
            <Field.Root>
              <Field.Label>Large</Field.Label>
              <Field.Input size="lg" placeholder="Purchase price" inputMode="numeric" />
            </Field.Root>
            <Field.Root>
              <Field.Label>Message</Field.Label>
              <Field.Textarea placeholder="Tell us about your plans" />
            </Field.Root>
            <div className={stack({ gap: '3' })}>
              <Input aria-label="Standalone input" placeholder="Standalone input" />
              <Input aria-label="Read-only input" readOnly defaultValue="Read only" />
              <Textarea aria-label="Standalone textarea" placeholder="Standalone textarea" />
            </div>
          </div>
        </Section>

        <Section title="Checkbox and Switch">
          <div className={stack({ gap: '1' })}>
            <Checkbox.Root defaultChecked>
              <Checkbox.Control>
                <Checkbox.Indicator />
              </Checkbox.Control>
              <Checkbox.Label>Checked</Checkbox.Label>
              <Checkbox.HiddenInput />
            </Checkbox.Root>
            <Checkbox.Root checked={agreed} onCheckedChange={(d) => setAgreed(d.checked)}>
              <Checkbox.Control>
                <Checkbox.Indicator />
                <Checkbox.Indicator indeterminate>
                  <MinusIcon />
                </Checkbox.Indicator>
              </Checkbox.Control>
              <Checkbox.Label>Indeterminate (click me)</Checkbox.Label>
              <Checkbox.HiddenInput />
            </Checkbox.Root>
            <Checkbox.Root>
              <Checkbox.Control>
                <Checkbox.Indicator />
              </Checkbox.Control>
              <Checkbox.Label>Unchecked</Checkbox.Label>
              <Checkbox.HiddenInput />
            </Checkbox.Root>
            <Checkbox.Root invalid>
              <Checkbox.Control>
                <Checkbox.Indicator />
              </Checkbox.Control>
              <Checkbox.Label>Invalid</Checkbox.Label>
              <Checkbox.HiddenInput />
            </Checkbox.Root>
            <Checkbox.Root disabled>
              <Checkbox.Control>
                <Checkbox.Indicator />
              </Checkbox.Control>
              <Checkbox.Label>Disabled</Checkbox.Label>
              <Checkbox.HiddenInput />
            </Checkbox.Root>
          </div>
          <div className={stack({ gap: '1' })}>
            <Switch.Root checked={notify} onCheckedChange={(d) => setNotify(d.checked)}>
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>Email me rate alerts</Switch.Label>
              <Switch.HiddenInput />
            </Switch.Root>
            <Switch.Root>
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>Off</Switch.Label>
              <Switch.HiddenInput />
            </Switch.Root>
            <Switch.Root disabled>
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>Disabled</Switch.Label>
              <Switch.HiddenInput />
            </Switch.Root>
          </div>
        </Section>

        <Section title="Select">
          <div className={grid({ columns: { base: 1, md: 2 }, gap: '6' })}>
            {(['md', 'lg'] as const).map((size) => (
              <Select.Root
                key={size}
                size={size}
                collection={terms}
                defaultOpen={open === 'select' && size === 'md'}
                defaultValue={size === 'lg' ? ['5y'] : undefined}
              >
                <Select.Label>Term ({size})</Select.Label>
                <Select.Control>
                  <Select.Trigger>
                    <Select.ValueText placeholder="Choose a term" />
                    <Select.Indicator />
                  </Select.Trigger>
                </Select.Control>
                <Portal>
                  <Select.Positioner>
                    <Select.Content>
                      <Select.ItemGroup>
                        <Select.ItemGroupLabel>Terms</Select.ItemGroupLabel>
                        {terms.items.map((item) => (
                          <Select.Item key={item.value} item={item}>
                            <Select.ItemText>{item.label}</Select.ItemText>
                            <Select.ItemIndicator />
                          </Select.Item>
                        ))}
                      </Select.ItemGroup>
                    </Select.Content>
                  </Select.Positioner>
                </Portal>
                <Select.HiddenSelect />
              </Select.Root>
            ))}
          </div>
        </Section>

        <Section title="Tabs">
          <Tabs.Root defaultValue="fixed">
            <Tabs.List aria-label="Rate type">
              <Tabs.Trigger value="fixed">Fixed</Tabs.Trigger>
              <Tabs.Trigger value="variable">Variable</Tabs.Trigger>
              <Tabs.Trigger value="heloc" disabled>
                HELOC
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="fixed">Fixed-rate content.</Tabs.Content>
            <Tabs.Content value="variable">Variable-rate content.</Tabs.Content>
          </Tabs.Root>
          <Tabs.Root defaultValue="fixed">
            <Tabs.List aria-label="Rate type with indicator">
              <Tabs.Trigger value="fixed">With indicator</Tabs.Trigger>
              <Tabs.Trigger value="variable">Variable</Tabs.Trigger>
              <Tabs.Indicator />
            </Tabs.List>
            <Tabs.Content value="fixed">The line slides between tabs.</Tabs.Content>
            <Tabs.Content value="variable">Variable-rate content.</Tabs.Content>
          </Tabs.Root>
          <Tabs.Root defaultValue="profile" orientation="vertical">
            <Tabs.List aria-label="Settings">
              <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
              <Tabs.Trigger value="security">Security</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="profile">Vertical tabs: profile.</Tabs.Content>
            <Tabs.Content value="security">Vertical tabs: security.</Tabs.Content>
          </Tabs.Root>
        </Section>

        <Section title="Accordion">
          <Accordion.Root collapsible defaultValue={['q1']}>
            {[
              ['q1', 'What is a mortgage broker?', 'We compare lenders for you, at no cost for most borrowers.'],
              ['q2', 'How much can I borrow?', 'It depends on your income, debts and the stress test.'],
              ['q3', 'Disabled question', 'Hidden.'],
            ].map(([value = '', question, answer]) => (
              <Accordion.Item key={value} value={value} disabled={value === 'q3'}>
                <Accordion.ItemTrigger>
                  {question}
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <p>{answer}</p>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Section>

        <Section title="Menu">
          <div className={row}>
            <Menu.Root defaultOpen={open === 'menu'}>
              <Menu.Trigger asChild>
                <Button variant="outline" tone="neutral">
                  Actions <Menu.Indicator />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.ItemGroup>
                      <Menu.ItemGroupLabel>Lead</Menu.ItemGroupLabel>
                      <Menu.Item value="edit">
                        <PlusIcon /> Add note
                      </Menu.Item>
                      <Menu.Item value="mail">
                        <MailIcon /> Email client
                      </Menu.Item>
                      <Menu.Item value="disabled" disabled>
                        Archive (disabled)
                      </Menu.Item>
                    </Menu.ItemGroup>
                    <Menu.Separator />
                    <Menu.CheckboxItem value="notify" checked={notify} onCheckedChange={setNotify}>
                      <Menu.ItemText>Notify me</Menu.ItemText>
                      <Menu.ItemIndicator />
                    </Menu.CheckboxItem>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </div>
        </Section>

        <Section title="Dialog">
          <div className={row}>
            {sizes.map((size) => (
              <Dialog.Root key={size} size={size} defaultOpen={open === 'dialog' && size === 'md'}>
                <Dialog.Trigger asChild>
                  <Button variant="outline">Dialog {size}</Button>
                </Dialog.Trigger>
                <Portal>
                  <Dialog.Backdrop />
                  <Dialog.Positioner>
                    <Dialog.Content>
                      <Dialog.Title>Book a call</Dialog.Title>
                      <Dialog.Description>An agent will call you back within one business day.</Dialog.Description>
                      <Dialog.Body>
                        <Field.Root>
                          <Field.Label>Phone</Field.Label>
                          <Field.Input type="tel" autoComplete="tel" />
                        </Field.Root>
                      </Dialog.Body>
                      <Dialog.Footer>
                        <Dialog.CloseTrigger asChild>
                          <Button variant="outline">Cancel</Button>
                        </Dialog.CloseTrigger>
                        <Button>Request call</Button>
                      </Dialog.Footer>
                      <Dialog.CloseTrigger />
                    </Dialog.Content>
                  </Dialog.Positioner>
                </Portal>
              </Dialog.Root>
            ))}
          </div>
        </Section>

        <Section title="Drawer">
          <div className={row}>
            {(['end', 'start'] as const).flatMap((placement) =>
              sizes.map((size) => (
                <Drawer.Root
                  key={`${placement}-${size}`}
                  placement={placement}
                  size={size}
                  defaultOpen={open === 'drawer' && placement === 'end' && size === 'md'}
                >
                  <Drawer.Trigger asChild>
                    <Button variant="outline">
                      Drawer {placement} {size}
                    </Button>
                  </Drawer.Trigger>
                  <Portal>
                    <Drawer.Backdrop />
                    <Drawer.Positioner>
                      <Drawer.Content>
                        <Drawer.Header>
                          <Drawer.Title>Lead details</Drawer.Title>
                          <Drawer.Description>Submitted today at 9:41</Drawer.Description>
                        </Drawer.Header>
                        <Drawer.Body>
                          <p>Drawer body scrolls on its own.</p>
                        </Drawer.Body>
                        <Drawer.Footer>
                          <Drawer.CloseTrigger asChild>
                            <Button variant="outline">Close</Button>
                          </Drawer.CloseTrigger>
                          <Button>Assign</Button>
                        </Drawer.Footer>
                        <Drawer.CloseTrigger />
                      </Drawer.Content>
                    </Drawer.Positioner>
                  </Portal>
                </Drawer.Root>
              )),
            )}
          </div>
        </Section>

        <Section title="Toast">
          <div className={row}>
            <Button
              variant="outline"
              onClick={() => toaster.success({ title: 'Saved', description: 'Your changes are saved.' })}
            >
              Success
            </Button>
            <Button
              variant="outline"
              tone="danger"
              onClick={() => toaster.error({ title: 'Could not save', description: 'Try again in a moment.' })}
            >
              Error
            </Button>
            <Button
              variant="outline"
              onClick={() =>
                toaster.info({ title: 'You are offline', description: 'We will send it when you are back.' })
              }
            >
              Info
            </Button>
            <Button variant="outline" onClick={() => toaster.warning({ title: 'Rate expires soon' })}>
              Warning
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                const id = toaster.create({ type: 'loading', title: 'Uploading…' })
                setTimeout(() => toaster.update(id, { type: 'success', title: 'Uploaded' }), 1500)
              }}
            >
              Loading
            </Button>
            <Button
              variant="outline"
              onClick={() =>
                toaster.create({
                  type: 'info',
                  title: 'New version available',
                  action: { label: 'Reload', onClick: () => window.location.reload() },
                })
              }
            >
              With action
            </Button>
          </div>
          {withToaster ? <Toaster /> : null}
        </Section>

        <Section title="Icons">
          <div className={grid({ columns: { base: 3, md: 6, lg: 9 }, gap: '4' })}>
            {Object.entries(icons).map(([name, Icon]) => (
              <div key={name} className={stack({ gap: '1', align: 'center', color: 'fg.default' })}>
                <Icon size={24} />
                <code className={css({ textStyle: 'xs', color: 'fg.muted' })}>{name}</code>
              </div>
            ))}
          </div>
          <p className={hstack({ gap: '2', color: 'highlight.fg' })}>
            <StarIcon fill="currentColor" />
            <StarIcon fill="currentColor" />
            <StarIcon fill="currentColor" />
            <StarIcon fill="currentColor" />
            <StarIcon />
            <VisuallyHidden>Rated 4 out of 5</VisuallyHidden>
          </p>
        </Section>
      </div>
    </div>
  )
}
