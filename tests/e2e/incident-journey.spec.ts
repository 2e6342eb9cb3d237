import { expect, test, type Page } from '@playwright/test';
import { installClock, signIn } from './support';

/**
 * One whole incident as a new operator runs it in the demo (SPEC §2 Live incident page, with §4, §5, §8, §9), without
 * shortcuts: sign in, open Teleport from the menu, type the caller's phone (masked as typed), a title, an address
 * chosen from the suggestions and a predefined description, Send SMS; the cooperative simulated caller (phone ending
 * in 1: reads at 4 s, clicks at 6 s, accepts everything at 8 s, streams from 11 s, walks from 15 s, writes at 20 s,
 * sends a photo at 30 s, answers each message 3 s later) does the rest. The operator chats, renames the incident
 * (auto-saved), reloads the console in the middle of the call, and stops. The page's timers run on Playwright's clock
 * (installed before the app opens): where the operator would wait for the caller, the test runs those seconds at once
 * (runFor: every timer due in them fires, in order).
 */

const video = (page: Page) => page.getByLabel("Caller's live video");

async function expectVideoPlaying(page: Page): Promise<void> {
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  const start = await video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(start);
}

async function callerPositions(page: Page): Promise<number> {
  const label = (await page.getByRole('img', { name: /^Map: incident and \d+ caller position/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) caller position/.exec(label)?.[1] ?? '0');
}

test('a whole incident: create, send the link, watch, chat, rename, reload, stop', async ({ page }) => {
  test.setTimeout(150_000);
  await installClock(page);
  await signIn(page, 'admin@public.demo', 'public');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /Teleport/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });

  // Create mode: the +55 mask as typed, an address from the suggestions, a predefined description.
  await expect(page.getByLabel('Country prefix')).toHaveValue('+55');
  await page.getByLabel('Phone number').pressSequentially('21987654321');
  await expect(page.getByLabel('Phone number')).toHaveValue('(21) 9 8765-4321');
  await page.getByLabel('Title', { exact: true }).fill('Collision on Avenida Atlântica');
  await page.getByLabel('Address', { exact: true }).fill('Avenida Atl');
  await page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first().click();
  await expect(page.getByText(/\(-?\d+\.\d+, -?\d+\.\d+\)/)).toBeVisible();
  await page.getByRole('group', { name: 'Predefined descriptions' }).getByRole('button').first().click();
  await expect(page.getByLabel('Description', { exact: true })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page).toHaveURL(/#\/public\/incident\/live\/[^/?]+$/, { timeout: 15_000 });
  const liveUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Collision on Avenida Atlântica' })).toBeVisible({ timeout: 15_000 });

  // The caller reads, clicks and accepts: the §8 toasts, then the message status panel (and, by 21 s, streams, walks
  // and writes in the chat).
  await page.clock.runFor('00:21');
  await expect(page.getByRole('region', { name: 'Call log' }).getByText('The caller read the link')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Call log' }).getByText('The caller accepted camera access')).toBeVisible({
    timeout: 20_000,
  });
  const status = page.getByRole('region', { name: 'Message status' });
  await expect(status.getByRole('cell', { name: '+5521987654321' })).toBeVisible();
  // The channel and the delivery status in words, not the server's codes (BROADCAST_SMS, read).
  await expect(status.getByRole('cell', { name: 'SMS', exact: true })).toBeVisible();
  await expect(status.getByRole('cell', { name: 'Read', exact: true })).toBeVisible();

  // Live video, connection and network quality, the caller's walk on the map.
  await expectVideoPlaying(page);
  await expect(page.getByRole('status').filter({ hasText: 'Connection: Connected' })).toBeVisible();
  await expect(page.getByText('Upload quality: Good')).toBeVisible();
  await expect.poll(() => callerPositions(page), { timeout: 20_000 }).toBeGreaterThan(0);

  // Chat: the caller writes first; the operator answers with Enter; the caller replies.
  const chat = page.getByRole('log', { name: 'Chat messages' });
  await expect(chat.getByText('Hello, I am at the corner, can you see me?')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Message to the caller').fill('Help is on the way. Stay where you are.');
  await page.getByLabel('Message to the caller').press('Enter');
  await expect(chat.getByText('Yes, I can hear you.')).toBeVisible({ timeout: 10_000 });

  // The caller's photo reaches the media carousel (30 s after the link).
  await page.clock.runFor('00:10');
  const media = page.getByRole('region', { name: 'Media' });
  await expect(media.getByRole('button', { name: /^Open .* full size$/ }).first()).toBeVisible({ timeout: 30_000 });

  // Rename: auto-saved after 3 s without typing.
  await page.getByLabel('Incident title').fill('Collision with one injured');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Collision with one injured' })).toBeVisible();

  // A reload in the middle of the call: the title, the chat and the photo are still there, and the caller too.
  const positionsBefore = await callerPositions(page);
  await page.reload();
  await expect(page).toHaveURL(liveUrl);
  await expect(page.getByLabel('Incident title')).toHaveValue('Collision with one injured', { timeout: 15_000 });
  await expect(chat.getByText('Yes, I can hear you.')).toBeVisible({ timeout: 15_000 });
  await expect(media.getByRole('button', { name: /^Open .* full size$/ }).first()).toBeVisible({ timeout: 15_000 });
  await expectVideoPlaying(page);
  // The caller keeps walking (a position every 5 s).
  await page.clock.runFor('00:06');
  await expect.poll(() => callerPositions(page), { timeout: 20_000 }).toBeGreaterThan(positionsBefore);
  await page.getByLabel('Message to the caller').fill('Are you safe?');
  await page.getByLabel('Message to the caller').press('Enter');
  await expect(chat.getByText('I will stay here.')).toBeVisible({ timeout: 10_000 });

  // Stop (asked first), the call's summary, then back to the list.
  await page.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('alertdialog', { name: 'Stop the call?' }).getByRole('button', { name: 'Stop the call' }).click();
  await page.getByRole('region', { name: 'Call ended' }).getByRole('button', { name: 'New incident' }).click();
  await expect(page).toHaveURL(/#\/public\/incident\/live$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible();
});
