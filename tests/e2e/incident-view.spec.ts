import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signInStored } from './support';

/** A finished demo incident of the public tenant with two recordings, linked incidents both ways and a reported comment. */
const INCIDENT = '100131';
const LINKS_TO = '100028';
const SHOTS = process.env.E2E_SHOTS_DIR;

let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  await signInStored(page, { email: 'admin@public.demo', tenant: 'public' });
  await expect(page).toHaveURL(/#\/public\//, { timeout: 15_000 });
});

test.afterAll(async () => {
  await page.close();
});

async function openView(id: string): Promise<void> {
  await page.goto(`/#/public/incident/view/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`Incident ${id}`, { timeout: 15_000 });
}

test.describe('incident view: reviewing a finished incident (SPEC §2, §4, §7, §8)', () => {
  test('plays the whole channel from the default seek, then another clip', async () => {
    await openView(INCIDENT);
    await expect(page.getByText(/^Finished /)).toBeVisible();
    const player = page.getByLabel(/^Recording player:/);
    await expect(player).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(1266);
    await player.evaluate((v: HTMLVideoElement) => v.play());
    await expect(page.getByText('Recorded', { exact: true })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/view-1366.png` });

    const clips = page.getByRole('list', { name: 'Recordings' });
    await clips.getByRole('button', { name: /^Play video-/ }).click();
    await expect(clips.getByRole('button', { name: /^Play video-/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel(/^Recording player: video-/)).toBeVisible();
    // The clip is shorter than the default seek plus 30 s: moving to its end reads "Live".
    const clip = page.getByLabel(/^Recording player: video-/);
    await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.duration || 0)).toBeGreaterThan(0);
    await clip.evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.duration - 5;
    });
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
  });

  test('mp4: a recorded video downloads, named after the incident, with a toast; a failed conversion toasts an error', async () => {
    const clips = page.getByRole('list', { name: 'Recordings' });
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      clips.getByRole('button', { name: /^Download video-.* as mp4$/ }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^incident-${INCIDENT}-.*\\.mp4$`));
    await expect(page.getByText('The mp4 file is downloading')).toBeVisible();

    // Another hand removes the cloud recording from the incident's media; converting the stale clip then fails.
    const media = page.getByRole('region', { name: 'Media' });
    await media.getByRole('tab', { name: /^Cloud recordings/ }).click();
    await media.getByRole('button', { name: /^Remove .*\.m3u8$/ }).click();
    await page.getByRole('alertdialog', { name: 'Remove media' }).getByRole('button', { name: 'Remove' }).click();
    await expect(media.getByRole('button', { name: /^Remove .*\.m3u8$/ })).toHaveCount(0);
    await clips.getByRole('button', { name: /^Download .*m3u8 as mp4$/ }).click();
    await expect(page.getByText('The recording could not be converted to mp4')).toBeVisible();
  });

  test('messages: the summary, then every record', async () => {
    const panel = page.getByRole('region', { name: 'Messages' });
    await expect(panel.getByRole('table', { name: 'Messages by channel and status' })).toBeVisible();
    await panel.getByRole('button', { name: 'Show every record' }).click();
    await expect(panel.getByRole('columnheader', { name: 'Receiver' })).toBeVisible();
    await panel.getByRole('button', { name: 'Show the summary' }).click();
    await expect(panel.getByRole('table', { name: 'Messages by channel and status' })).toBeVisible();
  });

  test('comments: a moderator approves the reported comment and deletes another', async () => {
    const panel = page.getByRole('region', { name: 'Comments and updates' });
    const reported = panel.getByText('Reported', { exact: true });
    await expect(reported.first()).toBeVisible();
    const before = await reported.count();
    await panel
      .getByRole('button', { name: /^Approve the comment of / })
      .first()
      .click();
    await expect(page.getByText('Comment approved')).toBeVisible();
    await expect(reported).toHaveCount(before - 1);

    const deletes = panel.getByRole('button', { name: /^Delete the comment of / });
    const count = await deletes.count();
    await deletes.first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this comment?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Comment deleted')).toBeVisible();
    await expect(deletes).toHaveCount(count - 1);
  });

  test('PDF export: an A4 dark document with the title, the chat and the placeholders, named from the id and title', async () => {
    // The call is over: the chat is read-only and says so; the PDF carries its section as the thread stands.
    const chat = page.getByRole('region', { name: 'Chat with the caller' });
    await expect(chat.getByText('The call has ended: this chat is read-only.')).toBeVisible();
    await expect(chat.getByLabel('Message to the caller')).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^incident-${INCIDENT}-suspicious-package-.*\\.pdf$`));
    await expect(page.getByText('The PDF was downloaded')).toBeVisible();

    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const data = new Uint8Array(await readFile((await file.path()) ?? ''));
    const pdf = await pdfjs.getDocument({ data, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
    const first = await pdf.getPage(1);
    const { width, height } = first.getViewport({ scale: 1 });
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    // The page is painted dark before anything else: the first fill colour is the theme's page colour.
    const ops = await first.getOperatorList();
    const fill = ops.fnArray.indexOf(pdfjs.OPS.setFillRGBColor);
    const [r, g, b] = String(ops.argsArray[fill]).split(',').map(Number);
    expect(Math.max(r ?? 255, g ?? 255, b ?? 255)).toBeLessThan(40);
    // Page 1 holds the location: the map snapshot (an image) with the coordinates under it, or the "no location" line.
    const firstText = (await first.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(firstText).toContain('Location');
    const images = ops.fnArray.filter((fn) => fn === pdfjs.OPS.paintImageXObject).length;
    if (/No location was recorded/.test(firstText)) expect(images).toBe(0);
    else {
      expect(images).toBeGreaterThanOrEqual(1);
      expect(firstText).toMatch(/Coordinates\s+-?\d+\.\d+, -?\d+\.\d+/);
    }
    if (SHOTS) await file.saveAs(`${SHOTS}/incident-report.pdf`);
    let text = '';
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
    }
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Suspicious package');
    expect(flat).toContain('Chat');
    expect(flat).toMatch(/Exported .* by admin@public\.demo/);
    expect(flat).toMatch(/Unavailable|Image could not be rendered|Video:|File:|Call recording:/);
  });

  test('linked incidents: the current one is disabled; choosing another opens it with the panels reset', async () => {
    const panel = page.getByRole('region', { name: 'Linked incidents' });
    await expect(panel.getByRole('button', { name: new RegExp(`^${INCIDENT} - `) })).toBeDisabled();
    await page.getByRole('region', { name: 'Messages' }).getByRole('button', { name: 'Show every record' }).click();
    await panel.getByRole('button', { name: new RegExp(`^${LINKS_TO} - `) }).click();
    await expect(page).toHaveURL(new RegExp(`#/public/incident/view/${LINKS_TO}$`));
    const next = page.getByRole('region', { name: 'Linked incidents' });
    await expect(next.getByRole('button', { name: new RegExp(`^${LINKS_TO} - `) })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Messages' }).getByRole('button', { name: 'Show every record' })).toBeVisible();
    await next.getByRole('button', { name: new RegExp(`^${INCIDENT} - `) }).click();
    await expect(page).toHaveURL(new RegExp(`#/public/incident/view/${INCIDENT}$`));
  });

  test('delete: asked first, then the header says deleted and the incident actions are gone', async () => {
    await page.getByRole('button', { name: 'Delete incident' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this incident?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(/^Finished /)).toBeVisible();
    await page.getByRole('button', { name: 'Delete incident' }).click();
    await dialog.getByRole('button', { name: 'Delete incident' }).click();
    await expect(page.getByText('Incident deleted')).toBeVisible();
    await expect(page.getByText(/^Deleted /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete incident' })).toHaveCount(0);
  });
});
