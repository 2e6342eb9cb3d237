import { expect, test, type Page } from '@playwright/test';
import { createLiveIncident } from './support';

/**
 * The chat keeps every message: on a live incident of the built demo, the browser goes offline (the demo's chat
 * connection drops with it), the panel says so, a message sent meanwhile waits in the thread, and when the browser is
 * back it is delivered once, in order, and marked sent.
 */

const ACCOUNT = { email: 'admin@public.demo', tenant: 'public' } as const;

const chatPanel = (page: Page) => page.getByRole('region', { name: 'Chat with the caller' });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' });
const ownMessages = (page: Page) => chatLog(page).getByRole('listitem', { name: /^Message from admin@public\.demo|^Message from You/ });

test.describe('chat while the connection is down', () => {
  test('a message sent offline waits, then is delivered once and in order when the connection returns', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    await createLiveIncident(page, ACCOUNT, { digits: '21987654321', title: 'Chat offline', description: 'Chat outbox end-to-end test' });

    const panel = chatPanel(page);
    const input = page.getByLabel('Message to the caller');
    const send = page.getByRole('button', { name: 'Send message' });
    await expect(panel.getByRole('status').filter({ hasText: 'Chat: connected' })).toBeVisible({ timeout: 15_000 });
    await input.fill('First, before the drop');
    await expect(send).toBeEnabled({ timeout: 15_000 });
    await input.press('Enter');
    await expect(ownMessages(page)).toHaveCount(1);
    await expect(ownMessages(page).first()).toHaveAccessibleName(/First, before the drop \(Sent\)$/);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('chat-connected.png') });

    await context.setOffline(true);
    await expect(panel.getByRole('status').filter({ hasText: 'Chat: offline' })).toBeVisible();
    await expect(panel.getByText('Messages you send are kept and go out when the chat is back.')).toBeVisible();
    await input.fill('Second, while offline');
    await input.press('Enter');
    await input.fill('Third, while offline');
    await send.click();
    await expect(input).toHaveValue('');
    await expect(ownMessages(page)).toHaveCount(3);
    await expect(ownMessages(page).nth(1)).toHaveAccessibleName(/Second, while offline \(Waiting for the connection\)$/);
    await expect(ownMessages(page).nth(2)).toHaveAccessibleName(/Third, while offline \(Waiting for the connection\)$/);
    await expect(ownMessages(page).nth(2)).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('chat-offline.png') });

    await context.setOffline(false);
    await expect(panel.getByRole('status').filter({ hasText: 'Chat: connected' })).toBeVisible();
    await expect(ownMessages(page).nth(2)).toHaveAccessibleName(/Third, while offline \(Sent\)$/, { timeout: 10_000 });
    const own = await ownMessages(page).evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
    expect(own.map((label) => label.replace(/^.*: /, ''))).toEqual([
      'First, before the drop (Sent)',
      'Second, while offline (Sent)',
      'Third, while offline (Sent)',
    ]);
    await expect(chatLog(page).getByText('Second, while offline')).toHaveCount(1);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('chat-delivered.png') });
  });
});
