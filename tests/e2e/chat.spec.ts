import { createClient } from '@libsql/client'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { readOutbox, waitForOutboxDrained, waitForServiceWorker } from './pwa-helpers'
import { snap } from './screens'

/**
 * The chat assistant: 'Get Instant Help' opens it; questions are answered online
 * and offline; contact details become exactly one lead for the conversation (updated as more
 * details arrive); the history survives a reload; 'Clear Chat' asks, then starts over.
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

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Get Instant Help' }).click()
  const dialog = page.getByRole('dialog', { name: 'Mortgage Assistant' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Your question' })).toBeEnabled()
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
