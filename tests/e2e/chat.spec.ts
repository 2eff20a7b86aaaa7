import { createClient } from '@libsql/client'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { DEVICE_DB, readOutbox, waitForOutboxDrained, waitForServiceWorker } from './pwa-helpers'
import { snap } from './screens'

/**
 * The chat assistant: 'Get Instant Help' opens it with the focus in the input; questions are
 * answered online and offline, follow-ups and French included; links sit on their own line and
 * open the calculators with exactly the answer's values; a paste over the limit is said, not
 * cut; contact details become exactly one lead for the conversation (updated as more details
 * arrive); the history survives a reload; 'Clear Chat' asks, then starts over and forgets what
 * the assistant knew.
 */

/** Leads of a chat session in the e2e stack's sqld. */
async function chatLeads(sessionId: string) {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  const client = createClient({ url: `http://127.0.0.1:${port}` })
  try {
    const result = await client.execute({
      sql: "select id, client_name, client_phone, source, type, metadata from leads where json_extract(metadata, '$.chat_session_id') = ?",
      args: [sessionId],
    })
    return result.rows.map((r) => ({ ...r, metadata: JSON.parse(String(r.metadata)) as Record<string, unknown> }))
  } finally {
    client.close()
  }
}

/** The closing costs calculator's values saved on the device (its last inputs), or null. */
function savedClosingCosts(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    (name) =>
      new Promise<Record<string, unknown> | null>((resolve) => {
        const open = indexedDB.open(name)
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('calculatorScenarios')) {
            db.close()
            resolve(null)
            return
          }
          const request = db
            .transaction('calculatorScenarios', 'readonly')
            .objectStore('calculatorScenarios')
            .get('last:closing-costs')
          request.onsuccess = () => {
            db.close()
            resolve((request.result as { inputs?: Record<string, unknown> } | undefined)?.inputs ?? null)
          }
          request.onerror = () => resolve(null)
        }
      }),
    DEVICE_DB,
  )
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Get Instant Help' }).click()
  const dialog = page.getByRole('dialog', { name: 'Mortgage Assistant' })
  await expect(dialog).toBeVisible()
  const input = dialog.getByRole('textbox', { name: 'Your question' })
  await expect(input).toBeEnabled()
  // The focus is in the input once the conversation is loaded, not on Close.
  await expect(input).toBeFocused()
  return dialog
}

async function ask(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Mortgage Assistant' })
  const input = dialog.getByRole('textbox', { name: 'Your question' })
  await input.fill(text)
  await input.press('Enter')
  await expect(input).toBeEnabled({ timeout: 15_000 })
  return dialog.locator('li[data-role="assistant"]').last()
}

test.describe('chat assistant', () => {
  test('online: greeting and starters, a computed answer linking the calculator prefilled, keyboard close', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const dialog = await openChat(page)
    await expect(dialog.getByText(/mortgage assistant/i).first()).toBeVisible()
    const starters = dialog.getByRole('region', { name: 'Suggested questions' }).getByRole('button')
    await expect(starters).toHaveCount(6)
    await snap(page, 'chat-start', { fullPage: false })

    await starters.filter({ hasText: 'What would my payment be on $500,000' }).click()
    const reply = dialog.locator('li[data-role="assistant"]').last()
    await expect(reply).toContainText('$')
    // The focus comes back to the input with the reply; the link has a line of its own.
    await expect(dialog.getByRole('textbox', { name: 'Your question' })).toBeFocused()
    const text = await reply.locator('span').last().boundingBox()
    const link = await reply.getByRole('link').boundingBox()
    expect(link!.y).toBeGreaterThanOrEqual(text!.y + text!.height - 1)
    await expect(dialog.getByRole('region', { name: 'Suggested questions' })).toHaveCount(0)
    // Replies are announced politely.
    await expect(page.getByTestId('chat-announcer')).toHaveAttribute('aria-live', 'polite')
    await expect(page.getByTestId('chat-announcer')).toContainText('$')
    await snap(page, 'chat-answer', { fullPage: false })

    // Escape closes it when no reply is pending; the conversation is still there when reopened.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Get Instant Help' }).click()
    await expect(dialog.locator('li[data-role="user"]')).toHaveCount(1)

    await reply.getByRole('link').click()
    await expect(page).toHaveURL(/\/mortgage-calculator\?/)
    await expect(page.getByRole('textbox', { name: /amount/i }).first()).toHaveValue('500000')
    await expect(page.getByRole('spinbutton', { name: 'Custom rate' })).toHaveValue('4.5')
  })

  test('a question two topics fit: both named, offered as buttons with an agent; a button answers its topic', async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto('/')
      const dialog = await openChat(page)
      const reply = await ask(page, 'open mortgage renewal')
      await expect(reply).toContainText('Mortgage renewal, or Open or closed mortgage?')
      await expect(reply.getByRole('link', { name: 'Contact a licensed agent' })).toBeVisible()
      const topics = dialog.getByRole('region', { name: 'Pick a topic' }).getByRole('button')
      await expect(topics).toHaveText(['Mortgage renewal', 'Open or closed mortgage'])
      await expect(dialog.getByRole('textbox', { name: 'Your question' })).toBeFocused()
      await snap(page, 'chat-clarify', { fullPage: false })

      await topics.filter({ hasText: 'Open or closed mortgage' }).click()
      await expect(dialog.locator('li[data-role="user"]').last()).toHaveText(/Open or closed mortgage/)
      await expect(dialog.locator('li[data-role="assistant"]').last()).toContainText(
        'without a penalty, at a higher rate',
      )
      await expect(dialog.getByRole('region', { name: 'Pick a topic' })).toHaveCount(0)
      // Start the next width with an empty conversation.
      await dialog.getByRole('button', { name: 'Clear Chat' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Clear Chat' }).click()
      await expect(dialog.locator('li[data-role="user"]')).toHaveCount(0)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
  })

  test("a calculator link carries exactly the answer's values: flags saved on the device do not leak in", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    // A visitor once worked out a Toronto first-time purchase; the device keeps those flags.
    await page.goto('/calculators')
    const toronto = page.getByRole('checkbox', { name: 'In the City of Toronto' })
    const firstTime = page.getByRole('checkbox', { name: 'First-time home buyer' })
    await toronto.check()
    await firstTime.check()
    // Saved on the device (debounced); a reload restores them.
    await expect.poll(() => savedClosingCosts(page)).toMatchObject({ inToronto: true, firstTimeBuyer: true })
    await page.reload()
    await expect(toronto).toBeChecked()

    const dialog = await openChat(page)
    const reply = await ask(page, 'land transfer tax on a 500k house in ottawa')
    await expect(reply).toContainText('$6,475.00')
    await expect(reply).toContainText('outside Toronto')
    await snap(page, 'chat-ltt', { fullPage: false })
    await reply.getByRole('link').click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/calculators\?price=500000$/)
    await expect(page.getByRole('textbox', { name: 'Purchase price' })).toHaveValue('500000')
    await expect(toronto).not.toBeChecked()
    await expect(firstTime).not.toBeChecked()
  })

  test('a conversation on a phone: a follow-up, French, rates by province, a paste over the limit, Clear Chat forgets', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const dialog = await openChat(page)
    const input = dialog.getByRole('textbox', { name: 'Your question' })

    await expect(await ask(page, 'payment on 500k at 5% over 25 years')).toContainText('$2,908.02')
    const followUp = await ask(page, 'what about 30 years?')
    await expect(followUp).toContainText('over 30 years, the monthly payment is $2,668.45')
    await expect(followUp.getByRole('link')).toHaveAttribute(
      'href',
      '/mortgage-calculator?amount=500000&rate=5&amortization=30&frequency=monthly',
    )
    await expect(input).toBeFocused()
    await snap(page, 'chat-follow-up', { fullPage: false })

    const french = await ask(page, 'Quel est le paiement mensuel pour 450 000 $ à 4,79 % sur 25 ans?')
    await expect(french).toContainText('2\u00a0563,69\u00a0$')
    await expect(french.getByRole('link')).toHaveText('Ouvrir le calculateur de paiement avec ces chiffres')
    await snap(page, 'chat-french', { fullPage: false })

    const rates = await ask(page, 'whats the 5 year fixed in alberta')
    await expect(rates).toContainText('in Alberta')
    await expect(rates).toContainText(/insured/)
    await snap(page, 'chat-rates', { fullPage: false })

    // A paste over the limit stays whole, is announced, and Send waits until it is shortened.
    const long = `My situation: ${'we earn two incomes and have savings. '.repeat(140)}Thanks`
    await input.fill(long)
    await expect(input).toHaveValue(long)
    const status = dialog.getByRole('status').filter({ hasText: 'the limit is 1,000' })
    await expect(status).toContainText(`Your message has ${long.length.toLocaleString('en-CA')} characters`)
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled()
    await snap(page, 'chat-too-long', { fullPage: false })
    await input.fill('')
    await expect(status).toHaveCount(0)

    // Clear Chat forgets what the assistant knew: the same follow-up is no longer computed.
    await dialog.getByRole('button', { name: 'Clear Chat' }).click()
    await page
      .getByRole('alertdialog', { name: 'Clear this chat?' })
      .getByRole('button', { name: 'Clear Chat' })
      .click()
    await expect(dialog.locator('li[data-role="user"]')).toHaveCount(0)
    await expect(await ask(page, 'what about 30 years?')).not.toContainText('over 30 years, the monthly payment is')
  })

  test("on a phone: the focus after each reply, links on their own line, calculators open with exactly the reply's values", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const dialog = await openChat(page)
    const input = dialog.getByRole('textbox', { name: 'Your question' })

    // A payment with its frequency: the link carries the frequency, on a line of its own.
    await ask(page, 'biweekly accelerated on 420k at 4.4')
    const payment = dialog.locator('li[data-role="assistant"]').filter({ hasText: 'On a $420,000 mortgage' })
    await expect(payment).toHaveCount(1)
    await expect(input).toBeFocused()
    await expect(payment.getByRole('link')).toHaveAttribute(
      'href',
      '/mortgage-calculator?amount=420000&rate=4.4&amortization=25&frequency=accelerated-bi-weekly',
    )
    const text = await payment.locator('span').last().boundingBox()
    const link = await payment.getByRole('link').boundingBox()
    expect(link!.y).toBeGreaterThanOrEqual(text!.y + text!.height - 1)

    // Affordability from two incomes, a debt and a down payment: every one of them in the link.
    await ask(page, 'me and my partner make 88k and 61k, car payment 450/month, 55k down, what can we buy')
    const afford = dialog.locator('li[data-role="assistant"]').filter({ hasText: 'household income of $149,000' })
    await expect(afford).toHaveCount(1)
    await expect(input).toBeFocused()
    await expect(afford.getByRole('link')).toHaveAttribute(
      'href',
      /^\/affordability-calculator\?annualIncome=88000&coBorrowerIncome=61000&downPayment=55000&rate=3\.\d+&amortization=25&monthlyDebts=450$/,
    )
    await snap(page, 'chat-affordability-phone', { fullPage: false })
    await afford.getByRole('link').click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/affordability-calculator\?/)
    await expect(page.getByRole('textbox', { name: 'Annual income', exact: true })).toHaveValue('88000')
    await expect(page.getByRole('textbox', { name: 'Co-borrower annual income' })).toHaveValue('61000')
    await expect(page.getByRole('textbox', { name: 'Down payment', exact: true })).toHaveValue('55000')

    // Back in the chat, the payment's link opens the payment calculator on that frequency.
    await page.getByRole('button', { name: 'Get Instant Help' }).click()
    await dialog.locator('li[data-role="assistant"]').filter({ hasText: '$420,000' }).getByRole('link').click()
    await expect(page).toHaveURL(/\/mortgage-calculator\?/)
    await expect(page.getByRole('textbox', { name: 'Mortgage amount' })).toHaveValue('420000')
    await expect(page.getByRole('combobox', { name: 'Payment frequency' })).toHaveValue('accelerated-bi-weekly')
  })

  test('offline answers, exactly one lead for the conversation, history after reload, Clear Chat', async ({ page }) => {
    test.setTimeout(120_000) // service worker install, three reloads and an outbox flush
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await waitForServiceWorker(page)
    await page.reload()
    await page.context().setOffline(true)

    const dialog = await openChat(page)
    const answer = await ask(page, 'How much are closing costs in Ontario?')
    await expect(answer).toContainText('1.5')
    await snap(page, 'chat-offline', { fullPage: false })

    const ack = await ask(page, 'My name is Sam Lee, call me at 416-555-0142')
    await expect(ack).toContainText('agent will contact you')
    await ask(page, 'It is a condo worth $650k')

    // Two entries (details changed) wait in the outbox; online, they become ONE lead.
    await expect.poll(async () => (await readOutbox(page)).filter((e) => e.kind === 'chat').length).toBe(2)
    const sessionId = String(
      (
        (await readOutbox(page)).find((e) => e.kind === 'chat')?.payload as
          | { metadata: { chat_session_id: string } }
          | undefined
      )?.metadata.chat_session_id,
    )
    await page.context().setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await waitForOutboxDrained(page)
    await expect.poll(async () => (await chatLeads(sessionId)).length).toBe(1)
    await expect.poll(async () => (await chatLeads(sessionId))[0]?.metadata.property_value).toBe(650000)
    expect((await chatLeads(sessionId))[0]).toMatchObject({
      client_name: 'Sam Lee',
      client_phone: '+14165550142',
      source: 'AI Chatbot',
      type: 'contact',
    })

    // The history survives a reload.
    await page.reload()
    await openChat(page)
    await expect(dialog.locator('li[data-role="user"]')).toHaveCount(3)
    await expect(dialog.getByText('How much are closing costs in Ontario?')).toBeVisible()
    await snap(page, 'chat-history', { fullPage: false })

    // Clear Chat asks first; cancelling keeps it; confirming resets to the greeting and starters.
    await dialog.getByRole('button', { name: 'Clear Chat' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Clear this chat?' })
    await expect(confirm).toBeVisible()
    await snap(page, 'chat-clear', { fullPage: false })
    await confirm.getByRole('button', { name: 'Keep Chat' }).click()
    await expect(dialog.locator('li[data-role="user"]')).toHaveCount(3)
    await dialog.getByRole('button', { name: 'Clear Chat' }).click()
    await page
      .getByRole('alertdialog', { name: 'Clear this chat?' })
      .getByRole('button', { name: 'Clear Chat' })
      .click()
    await expect(dialog.locator('li[data-role="user"]')).toHaveCount(0)
    await expect(dialog.getByRole('region', { name: 'Suggested questions' }).getByRole('button')).toHaveCount(6)
    await page.reload()
    await openChat(page)
    await expect(dialog.locator('li[data-role="user"]')).toHaveCount(0)
  })
})
