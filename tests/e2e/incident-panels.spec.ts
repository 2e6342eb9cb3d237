import { expect, test, type Page } from '@playwright/test';
import { installClock, createLiveIncident as createLive } from './support';

/**
 * SPEC §2, §4, §5, §8, §9 the live page's panels (chat, media carousel, edit form, share modal) against the built demo.
 * Each test creates a live incident through the create form with a phone ending in 1: the cooperative caller (joins
 * ~10 s after the link, chats at 20 s, sends photos at 30 s and 60 s, answers each operator message 3 s later). A test that
 * needs the caller further along runs its page's timers on Playwright's clock (installed before the app opens) and runs
 * those seconds at once (runFor: every timer due in them fires, in order) instead of waiting for them.
 */

interface Account {
  readonly email: string;
  readonly tenant: string;
  /** National digits without the last one (the scenario digit). */
  readonly phone: string;
}

const ADMIN_PUBLIC: Account = { email: 'admin@public.demo', tenant: 'public', phone: '2198765432' };
const SUPER_TENANT5: Account = { email: 'super@tenant5.demo', tenant: 'tenant_5', phone: '551234567' };

async function createLiveIncident(page: Page, account: Account, title: string): Promise<void> {
  await createLive(page, account, { digits: `${account.phone}1`, title, description: 'Panels end-to-end test' });
}

const titleField = (page: Page) => page.getByLabel('Incident title');
const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' });

test.describe('live page panels (SPEC §2, §4, §5, §8, §9)', () => {
  test('chat round trip, then the title is edited and auto-saved (found by the search modal)', async ({ page }) => {
    test.setTimeout(60_000);
    await installClock(page);
    await createLiveIncident(page, ADMIN_PUBLIC, 'Panels chat and edit');

    // Chat (SPEC §5): send disabled while blank; Enter sends; the caller's reply arrives ~3 s later.
    const input = page.getByLabel('Message to the caller');
    const send = page.getByRole('button', { name: 'Send message' });
    await expect(input).toBeVisible({ timeout: 15_000 });
    await expect(send).toBeDisabled();
    // The tenant's predefined descriptions, named, say what choosing one does; the one chosen becomes the message.
    const quick = page.getByRole('combobox', { name: 'Predefined descriptions' });
    await expect(quick.locator('option').first()).toHaveText('Use one as the message…');
    const [, choice] = await quick.locator('option').allInnerTexts();
    await quick.selectOption({ label: choice ?? '' });
    await expect(input).not.toHaveValue('');
    await expect(quick).toHaveValue('');
    await input.fill('   ');
    await expect(send).toBeDisabled();
    await input.fill('Help is on the way');
    await expect(send).toBeEnabled({ timeout: 15_000 });
    await input.press('Enter');
    await expect(chatLog(page).getByText('Help is on the way')).toBeVisible();
    await expect(input).toHaveValue('');
    await page.clock.runFor('00:04');
    await expect(chatLog(page).getByRole('listitem')).toHaveCount(2, { timeout: 10_000 });
    await expect(chatLog(page).getByRole('listitem').nth(1)).toHaveAccessibleName(/^Message from (?!admin@public\.demo)/);
    await expect(chatLog(page).getByRole('listitem').first()).toContainText('admin@public.demo');

    // Edit form (SPEC §4, §5): a super user edits at once; the title auto-saves after 3 s idle.
    await expect(titleField(page)).toHaveValue('Panels chat and edit');
    // What no one types (the caller's phone, the coordinates) is read as terms and values, not offered as boxes.
    for (const fact of ['Caller phone', 'Latitude']) {
      await expect(page.getByRole('term').filter({ hasText: fact })).toBeVisible();
      await expect(page.getByRole('textbox', { name: fact })).toHaveCount(0);
    }
    await titleField(page).fill('Panels title after auto-save');
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await page.clock.runFor('00:04');
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The incident was saved')).toBeVisible({ timeout: 10_000 });

    // The demo world lives in the page's memory (a reload starts a new world), so the saved title is read back from
    // the server side through the search panel instead of a reload.
    await page.getByRole('button', { name: 'Search incidents' }).click();
    const search = page.getByRole('dialog', { name: 'Search incidents' });
    await search.getByLabel('Title', { exact: true }).fill('Panels title after auto-save');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(search.getByRole('list', { name: 'Search results' })).toContainText('Panels title after auto-save', { timeout: 10_000 });
  });

  test("the caller's photo appears in the carousel and opens full size", async ({ page }) => {
    test.setTimeout(70_000);
    await installClock(page);
    await createLiveIncident(page, ADMIN_PUBLIC, 'Panels media');
    await page.clock.runFor('00:32');
    const media = page.getByRole('region', { name: 'Media' });
    await expect(media.getByRole('tab', { name: /^Images/ })).toBeVisible({ timeout: 15_000 });
    const open = media.getByRole('button', { name: /^Open .* full size$/ });
    await expect(open.first()).toBeVisible({ timeout: 45_000 });
    await expect(media.getByRole('tab', { name: /^Images \([1-9]/ })).toBeVisible();
    await open.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect.poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // Add a photo (the operator's own) and remove it again after a confirmation.
    await media
      .getByLabel('Add a photo or video')
      .setInputFiles({ name: 'operator-scene.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(media.getByText('operator-scene.png was added')).toBeVisible({ timeout: 10_000 });
    await media.getByRole('button', { name: 'Remove operator-scene.png' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove media' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(media.getByRole('button', { name: 'Open operator-scene.png full size' })).toHaveCount(0, { timeout: 10_000 });
  });

  test('requireIncidentTitle (tenant_5): stopping without a title is blocked; an over-long title shows the limit', async ({ page }) => {
    test.setTimeout(60_000);
    await installClock(page);
    await createLiveIncident(page, SUPER_TENANT5, 'Panels required title');
    await page.clock.runFor('00:12');
    await expect(titleField(page)).toHaveValue('Panels required title', { timeout: 15_000 });

    await titleField(page).fill('x'.repeat(61));
    await expect(page.getByText('The title must not exceed 60 characters')).toBeVisible();

    await titleField(page).fill('');
    const stop = page.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop' });
    await expect(stop).toBeVisible({ timeout: 25_000 });
    await stop.click();
    await expect(page.getByText('A title is required before leaving, stopping or saving the incident').first()).toBeVisible();
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/live\/[^/?]+$/);

    // Leaving through the menu is blocked too (the page's message comes back once closed); with a title the operator may go.
    const pageMessage = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Close' }) });
    await pageMessage.getByRole('button', { name: 'Close' }).click();
    await expect(pageMessage).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /Users/ }).click();
    await expect(pageMessage).toContainText('A title is required before leaving, stopping or saving the incident');
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/live\/[^/?]+$/);
    await expect(titleField(page)).toHaveValue('');
    await titleField(page).fill('Panels required title, again');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /Users/ }).click();
    // The title is there; the caller is still on the line, so leaving asks once more, as Stop does.
    await page.getByRole('alertdialog', { name: 'Leave the call?' }).getByRole('button', { name: 'Stop the call and leave' }).click();
    await expect(page).toHaveURL(/#\/tenant_5\/users$/, { timeout: 15_000 });
  });

  test('share modal: five modes; sending the address reports success', async ({ page }) => {
    test.setTimeout(60_000);
    await installClock(page);
    await createLiveIncident(page, ADMIN_PUBLIC, 'Panels share');
    await page.clock.runFor('00:12');
    const share = page.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Share' });
    await expect(share).toBeVisible({ timeout: 25_000 });
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share this incident' });
    await expect(dialog.getByRole('radio')).toHaveCount(7);
    for (const mode of [
      'Send the address',
      'Invite a collaborator to broadcast',
      'Send the caller link to another phone',
      'Start a new incident at this place',
      'Invite someone to watch',
    ]) {
      await expect(dialog.getByRole('radio', { name: mode })).toBeAttached();
    }
    const sendButton = dialog.getByRole('button', { name: 'Send', exact: true });
    await expect(sendButton).toBeDisabled();
    await dialog.getByLabel('Phone number').pressSequentially('21912345678');
    await expect(dialog.getByLabel('Phone number')).toHaveValue('(21) 9 1234-5678');
    await expect(sendButton).toBeEnabled();
    await sendButton.click();
    await expect(dialog.getByText('The address was sent to +5521912345678')).toBeVisible({ timeout: 10_000 });
  });
});

test.describe("the demo keeps the operator's work across a reload (SPEC §5 auto-save)", () => {
  test('a title auto-saved after 3 s idle is still there after reloading the page', async ({ page }) => {
    await installClock(page);
    await createLiveIncident(page, ADMIN_PUBLIC, 'Before reload');
    await expect(titleField(page)).toHaveValue('Before reload');
    await titleField(page).fill('Auto-saved before the reload');
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await page.clock.runFor('00:04');
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
    await page.reload();
    await expect(titleField(page)).toHaveValue('Auto-saved before the reload', { timeout: 15_000 });
  });
});
