import { expect, test, type Page } from '@playwright/test';
import { createLiveIncident, openCreateMode, signInStored } from './support';

/**
 * SPEC §4, §6: every change to an incident follows the permission that governs editing it. operator@tenant5 may view
 * incidents (the video history) but not edit them (the tenant controls incident editing and the user lacks it);
 * noperm@tenant5 has no permissions at all. Neither is offered Delete incident, adding or removing a photo, linking or Send push;
 * the tenant's super user is.
 */

/** A finished tenant_5 incident with media and a linked incident. */
const FINISHED = '200197';
/** A tenant_5 incident that is live, with a photo. */
const LIVE = '200200';

async function openView(page: Page, id: string): Promise<void> {
  await page.goto(`/#/tenant_5/incident/view/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`Incident ${id}`, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Remove |^Open .* full size$/ }).first()).toBeVisible({ timeout: 15_000 });
}

/** The changes a view-only user must not be offered, each by its role and name. */
function changeControls(page: Page) {
  return {
    'Delete incident': page.getByRole('button', { name: 'Delete incident' }),
    'Remove a photo': page.getByRole('button', { name: /^Remove / }),
    'Link incidents': page.getByRole('button', { name: 'Link incidents' }),
    'Link another incident': page.getByLabel('Link another incident'),
    Unlink: page.getByRole('button', { name: /^Unlink incident / }),
    'Send push': page.getByRole('button', { name: 'Send push' }),
  };
}

/**
 * What the viewer may read but not change looks and reads read-only, in both themes: the fields are read-only boxes
 * (assistive technology says so) drawn apart from the boxes to type in, a dashed edge on a muted ground; the facts no
 * one types (city, phone, coordinates, created at) are terms and values, not boxes.
 */
async function expectReadOnlyDetails(page: Page): Promise<void> {
  const details = page.getByRole('region', { name: 'Incident details' });
  const fields = [
    details.getByRole('textbox', { name: 'Incident title' }),
    details.getByRole('textbox', { name: 'Description', exact: true }),
  ];
  for (const field of fields) {
    await expect(field).toHaveAttribute('readonly', '');
    await expect(field).not.toBeEditable();
  }
  await expect(details.getByRole('textbox', { name: 'City' })).toHaveCount(0);
  await expect(details.getByRole('term').filter({ hasText: 'City' })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: 'Ciudad de México' })).toBeVisible();
  // One moment reads the same wherever the page shows it: the form's "Created at" is the facts' "Created", seconds too.
  const created = details.getByRole('term').filter({ hasText: 'Created at' }).locator('xpath=following-sibling::dd[1]');
  await expect(created).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  await expect(page.getByRole('region', { name: 'Details', exact: true })).toContainText(await created.innerText());
  const look = (field: (typeof fields)[number]) =>
    field.evaluate((element) => {
      const style = getComputedStyle(element);
      const page = getComputedStyle(document.body).backgroundColor;
      return `${style.borderTopStyle} edge, ${style.backgroundColor === page ? "the page's" : 'its own'} ground`;
    });
  for (const dark of [true, false]) {
    await page.getByRole('checkbox', { name: 'Dark theme' }).setChecked(dark, { force: true });
    for (const field of fields)
      await expect.poll(() => look(field), { message: dark ? 'dark' : 'light' }).toBe('dashed edge, its own ground');
  }
}

test('a user who may only view an incident is offered none of its changes; the super user is', async ({ browser }) => {
  test.setTimeout(90_000);
  const viewer = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signInStored(viewer, { email: 'operator@tenant5.demo', tenant: 'tenant_5' });
  await openView(viewer, FINISHED);
  await expect(viewer.getByText('You can view these details but not edit them')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Export PDF' })).toBeVisible();
  for (const [name, control] of Object.entries(changeControls(viewer))) await expect(control, name).toHaveCount(0);
  // Adding a photo to an incident under review changes it too (during a call it is part of running the call).
  await expect(viewer.getByLabel('Add a photo or video')).toHaveCount(0);
  await expectReadOnlyDetails(viewer);
  await viewer.close();

  const superUser = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signInStored(superUser, { email: 'super@tenant5.demo', tenant: 'tenant_5' });
  await openView(superUser, FINISHED);
  const offered = changeControls(superUser);
  await expect(offered['Delete incident']).toBeVisible();
  await expect(offered['Remove a photo'].first()).toBeVisible();
  await expect(offered['Link another incident']).toBeVisible();
  await expect(offered['Send push']).toBeVisible();
  await expect(superUser.getByLabel('Add a photo or video')).toBeVisible();
  await superUser.close();
});

test('an operator without permissions on a live incident: no Link, Send push or Remove beside the call', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signInStored(page, { email: 'noperm@tenant5.demo', tenant: 'tenant_5' }, { at: `incident/live/${LIVE}` });
  await expect(page.getByText('You can view these details but not edit them')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Open .* full size$/ }).first()).toBeVisible({ timeout: 15_000 });
  for (const [name, control] of Object.entries(changeControls(page))) await expect(control, name).toHaveCount(0);
  await page.close();
});

test("a view-only user on another operator's live call watches it: no Stop, Mute, Share, resend, cancel or chat; their own call they run", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  // noperm@tenant5 may view incidents but not edit them; operator@tenant5 runs this seeded call.
  await signInStored(page, { email: 'noperm@tenant5.demo', tenant: 'tenant_5' }, { at: `incident/live/${LIVE}` });
  const toolbar = page.getByRole('toolbar', { name: 'Live controls' });
  await expect(toolbar.getByText('Watching: another operator runs this call')).toBeVisible({ timeout: 20_000 });
  // Its caller opened the link long ago (the call log says so): the video area no longer says the link is awaited.
  await expect(page.locator('[data-call-state]')).toContainText('The caller opened the link and is joining the call');
  for (const name of ['Stop', 'Mute', 'Share', 'Resend by SMS', 'Cancel incident', 'Send message'])
    await expect(page.getByRole('button', { name, exact: true }), name).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message to the caller' })).toHaveCount(0);
  await expect(page.getByTestId('chat-ended')).toHaveText('Another operator runs this call: you can read the chat, not write in it.');
  // Alt+S is Stop's shortcut: it asks nothing of a user who may not stop this call.
  await page.keyboard.press('Alt+S');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Leaving asks nothing either: the call is not theirs to stop.
  await page.getByRole('button', { name: 'Back to HQ' }).click();
  await expect(page).not.toHaveURL(new RegExp(`incident/live/${LIVE}`), { timeout: 15_000 });
  await page.close();

  // The same HQ admin without permissions runs the call they made: Stop, resend and cancel are theirs.
  const own = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await createLiveIncident(own, { email: 'noperm@tenant5.demo', tenant: 'tenant_5' }, { digits: '5512345671', title: 'Own call' });
  await expect(own.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(own.getByText('Watching: another operator runs this call')).toHaveCount(0);
  await expect(own.getByRole('textbox', { name: 'Message to the caller' })).toBeVisible();
  // A drill is run from the trainer's console by one who may supervise: a user without any permission is not offered it.
  await expect(own.getByRole('link', { name: "Trainer's console" })).toHaveCount(0);
  await own.close();
});

test("the trainer's console is offered to a user with permissions, in create mode as on the live page, not to one without any", async ({
  page,
}) => {
  await openCreateMode(page, 'operator@tenant5.demo', 'tenant_5');
  await expect(page.getByRole('link', { name: "Trainer's console" })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu (operator@tenant5.demo)' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#\/teleport\/tenant_5\/login$/, { timeout: 15_000 });
  await openCreateMode(page, 'noperm@tenant5.demo', 'tenant_5');
  await expect(page.getByRole('button', { name: 'Send SMS' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Trainer's console" })).toHaveCount(0);
});
