import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { sharedAdminSection } from './support';

/** Every text of a PDF file, page after page, read back with pdfjs-dist (its legacy build runs in Node 20). */
async function pdfText(path: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await readFile(path)), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** The reports as a supervisor uses them: a range, the tables, the CSV and PDF exports. */
test.describe.serial('admin reports: range, tables, CSV and PDF exports', () => {
  const page = sharedAdminSection({ email: 'admin@public.demo', tenant: 'public' }, 'Reports');

  const settled = () => expect(page().locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });

  test('30 days: the totals, the tables by status, category and channel, response times and operators', async () => {
    await page().getByRole('button', { name: '30 days', exact: true }).click();
    await expect(page()).toHaveURL(/#\/public\/reports\?range=30d$/);
    await expect(page().getByText(/^Incidents: \d+$/)).toBeVisible({ timeout: 30_000 });
    await settled();
    for (const name of ['By status', 'By category', 'By channel', 'Response times', 'Activity per operator'])
      await expect(page().getByRole('table', { name })).toBeVisible();
    await expect(
      page()
        .getByRole('table', { name: 'Response times' })
        .getByRole('row', { name: /Link to first video/ }),
    ).toBeVisible();
  });

  test('the CSV holds the range and the totals', async () => {
    const total = await page()
      .getByText(/^Incidents: \d+$/)
      .innerText();
    const download = page().waitForEvent('download');
    await page().getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^report-public-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path()) ?? '', 'utf8');
    expect(text).toContain('Tenant: Public');
    expect(text).toContain(total);
    expect(text).toContain('Activity per operator');
  });

  test('the PDF, read back, holds the tenant, the range and the totals', async () => {
    const total = await page()
      .getByText(/^Incidents: \d+$/)
      .innerText();
    const range = await page()
      .getByText(/^Range: /)
      .innerText();
    const download = page().waitForEvent('download');
    await page().getByRole('button', { name: 'Export PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const text = (await pdfText((await file.path()) ?? '')).replace(/\s+/g, ' ');
    expect(text).toContain('Reports');
    expect(text).toContain('Tenant: Public');
    expect(text).toContain(range);
    expect(text).toContain(total);
    expect(text).toContain('Link to first video');
  });
});
