import { describe, expect, it } from 'vitest';
import { incidentPdfFileName } from '../../src/domain/incident/incident-pdf-data';
import { messageStatusSummary } from '../../src/domain/messaging/message-status-summary';

describe('incidentPdfFileName (SPEC §2 PDF export: the file named from the incident id and title)', () => {
  const cases = {
    'incident-100131-suspicious-package-rua-jardim-botanico.pdf': ['100131', 'Suspicious package - Rua Jardim Botânico'],
    'incident-7.pdf': ['7', ''],
    'incident-7-incendio-em-sao-paulo-zona-sul.pdf': ['7', 'Incêndio em São Paulo / Zona Sul'],
    'incident-unknown-flooding.pdf': ['', 'Flooding'],
    [`incident-7-${'a'.repeat(60)}.pdf`]: ['7', 'a'.repeat(80)],
    'incident-etc-x.pdf': ['../etc', 'x'],
  } as const;
  it.each(Object.entries(cases))('%s', (expected, [id, title]) => {
    expect(incidentPdfFileName(id, title)).toBe(expected);
  });
  it('a title of nothing but punctuation is left out', () => {
    expect(incidentPdfFileName('7', '  ¿¡ !!  ')).toBe('incident-7.pdf');
  });
});

describe('messageStatusSummary (SPEC §2 messages panel summary, §3 message status record)', () => {
  it('counts by channel and status in a fixed order and reads the latest record by date', () => {
    const summary = messageStatusSummary([
      { method: 'BROADCAST_WPP', status: 'read', date: '2026-01-01T10:05:00Z', permissions: { local: true, video: false } },
      { method: 'BROADCAST_SMS', status: 'delivered', date: '2026-01-01T10:00:00Z' },
      { method: 'SMS_COLLAB_BROADCAST', status: 'delivered', date: '2026-01-01T10:01:00Z' },
      { method: 'BROADCAST_SMS', status: 'sent', date: '2026-01-01T09:59:00Z' },
      { method: 'PIGEON', status: 'lost', date: null },
    ]);
    expect(summary.total).toBe(5);
    expect(summary.counts).toEqual([
      { channel: 'sms', status: 'sent', count: 1 },
      { channel: 'sms', status: 'delivered', count: 2 },
      { channel: 'whatsapp', status: 'read', count: 1 },
      { channel: 'other', status: 'other', count: 1 },
    ]);
    expect(summary.latest).toEqual({ clickedLink: null, location: true, video: false, audio: null });
  });

  it.each([
    ['no records', [], null],
    ['dates tie or are missing: the last one listed', [{ permissions: { audio: true } }, { permissions: { audio: false } }], false],
    [
      'epoch milliseconds count as dates',
      [
        { date: 2000, permissions: { audio: true } },
        { date: 1000, permissions: { audio: false } },
      ],
      true,
    ],
  ])('%s', (_name, records, audio) => {
    const summary = messageStatusSummary(records);
    expect(summary.latest?.audio ?? null).toBe(audio);
  });
});
