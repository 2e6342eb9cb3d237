import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { reportFigures } from '../../src/domain/analytics/report-figures';
import type { Incident } from '../../src/domain/incident/incident';
import { sheetCsv } from '../../src/ui/admin/sections/reports/report-sheet';
import { ReportsViewModel } from '../../src/ui/admin/sections/reports/reports.view-model';

const NOW = Date.parse('2026-11-25T15:00:00Z');
/** Words as their keys, with their values after them: what a sheet says without a locale. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key) as unknown as TFunction;

const INCIDENTS: Incident[] = [
  { id: '1', at: '2026-11-25T10:00:00Z', status: 'PUBLISHED', category: { title: 'Live video' }, activeOperator: { email: 'a@x' } },
  { id: '2', at: '2026-11-25T11:00:00Z', status: 'DRAFT', category: { title: '=cmd' }, activeOperator: { email: 'a@x' } },
];

function reports(writePdf: () => Promise<Blob> = () => Promise.resolve(new Blob(['%PDF'])), tenant = 'public') {
  const saved: { name: string; content: string | Blob }[] = [];
  const toasts: unknown[] = [];
  /** Loads after the first wait until released. */
  const held: (() => void)[] = [];
  let loads = 0;
  const vm = new ReportsViewModel(
    {
      load: {
        execute: async (query) => {
          if (++loads > 1) await new Promise<void>((resolve) => held.push(resolve));
          return {
            ok: true,
            value: { figures: reportFigures({ ...query, incidents: INCIDENTS, records: new Map() }), statusesMissing: 0, computedAt: NOW },
          };
        },
      },
      now: () => NOW,
      utcOffsetMinutes: 0,
      navigate: () => undefined,
      saveText: (name, content) => saved.push({ name, content }),
      saveBlob: (name, content) => saved.push({ name, content }),
      writePdf,
    },
    { route: { name: 'admin-section', tenant, section: 'reports' }, query: {}, notify: (toast) => toasts.push(toast) },
  );
  return { vm, saved, toasts, held };
}

describe('the reports view model', () => {
  it('has no sheet and exports nothing before the figures are in', () => {
    const { vm, saved } = reports();
    expect(vm.sheet(t, 'en')).toBeNull();
    vm.exportCsv(t, 'en');
    expect(saved).toEqual([]);
  });

  it('a sheet with the tenant, the range, the total and the five tables; the CSV holds them, formulas defused', async () => {
    const { vm, saved } = reports();
    await vm.model.load();
    const sheet = vm.sheet(t, 'en');
    expect(sheet?.lines).toEqual([
      'admin.reports.line.tenant tenant.public_name',
      expect.stringMatching(/^admin\.reports\.line\.range /),
      'admin.reports.line.total 2',
    ]);
    expect(sheet?.tables.map((table) => table.id)).toEqual(['status', 'category', 'channel', 'times', 'operators']);
    vm.exportCsv(t, 'en');
    expect(saved[0]?.name).toBe('report-public-2026-11-25-2026-11-25.csv');
    const csv = String(saved[0]?.content);
    expect(csv).toContain('admin.reports.line.total 2');
    // The CSV's range names its days' format and writes them so (the screen and the PDF say them in words).
    expect(csv).toMatch(/admin\.reports\.line\.range_days .*2026-11-25 – 2026-11-25/);
    expect(csv).toMatch(/admin\.reports\.line\.range_days .*admin\.reports\.line\.day_format/);
    expect(csv).not.toMatch(/admin\.reports\.line\.range /);
    expect(csv).toContain("'=cmd");
    expect(csv).toBe(sheetCsv(sheet ?? { title: '', lines: [], csvLines: [], tables: [], fileName: '' }));
  });

  it("names a tenant in words, never by its id: the public tenant, or another tenant's number", async () => {
    const { vm, saved } = reports(undefined, 'tenant_5');
    await vm.model.load();
    expect(vm.sheet(t, 'en')?.lines[0]).toBe('admin.reports.line.tenant tenant.numbered 5');
    vm.exportCsv(t, 'en');
    expect(String(saved[0]?.content)).not.toContain('tenant_5,');
    expect(String(saved[0]?.content)).toContain('tenant.numbered 5');
  });

  it('the PDF is written once at a time and saved; a failure says so', async () => {
    const { vm, saved } = reports();
    await vm.model.load();
    const first = vm.exportPdf(t, 'en');
    expect(vm.exporting).toBe('pdf');
    await vm.exportPdf(t, 'en');
    await first;
    expect(vm.exporting).toBeNull();
    expect(saved.map((s) => s.name)).toEqual(['report-public-2026-11-25-2026-11-25.pdf']);

    const failing = reports(() => Promise.reject(new Error('no jsPDF')));
    await failing.vm.model.load();
    await failing.vm.exportPdf(t, 'en');
    expect(failing.toasts).toEqual([{ kind: 'error', key: 'admin.reports.pdf_failed' }]);
    expect(failing.saved).toEqual([]);
  });

  it("while another range loads: no sheet, no file, never the older range's figures under the new range", async () => {
    const { vm, saved, held } = reports();
    await vm.model.load();
    expect(vm.sheet(t, 'en')).not.toBeNull();
    vm.model.choice.choosePreset('90d');
    expect(vm.model.status).toBe('loading');
    expect(vm.sheet(t, 'en')).toBeNull();
    vm.exportCsv(t, 'en');
    await vm.exportPdf(t, 'en');
    expect(saved).toEqual([]);
    held.forEach((release) => release());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.model.status).toBe('ready');
    expect(vm.sheet(t, 'en')?.lines[1]).toContain('08/28/2026');
  });
});
