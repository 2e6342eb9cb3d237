import { expect, test, type Page } from '@playwright/test';
import { signInStored } from './support';

/**
 * SPEC §4, §6: every change to an incident follows the permission that governs editing it. operator@tenant5 may view
 * incidents (the video history) but not edit them (the tenant controls incident editing and the user lacks it);
 * noperm@tenant5 has no permissions at all. Neither is offered Delete incident, Remove (a photo), linking or Send push;
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

test('a user who may only view an incident is offered none of its changes; the super user is', async ({ browser }) => {
  test.setTimeout(90_000);
  const viewer = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signInStored(viewer, { email: 'operator@tenant5.demo', tenant: 'tenant_5' });
  await openView(viewer, FINISHED);
  await expect(viewer.getByText('You can view these details but not edit them')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Export PDF' })).toBeVisible();
  for (const [name, control] of Object.entries(changeControls(viewer))) await expect(control, name).toHaveCount(0);
  await viewer.close();

  const superUser = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signInStored(superUser, { email: 'super@tenant5.demo', tenant: 'tenant_5' });
  await openView(superUser, FINISHED);
  const offered = changeControls(superUser);
  await expect(offered['Delete incident']).toBeVisible();
  await expect(offered['Remove a photo'].first()).toBeVisible();
  await expect(offered['Link another incident']).toBeVisible();
  await expect(offered['Send push']).toBeVisible();
  await superUser.close();
});

test('an operator without permissions on a live incident: no Link, Send push or Remove beside the call', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signInStored(page, { email: 'noperm@tenant5.demo', tenant: 'tenant_5' });
  await page.goto(`/#/tenant_5/incident/live/${LIVE}`);
  await expect(page.getByText('You can view these details but not edit them')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Open .* full size$/ }).first()).toBeVisible({ timeout: 15_000 });
  for (const [name, control] of Object.entries(changeControls(page))) await expect(control, name).toHaveCount(0);
  await page.close();
});
