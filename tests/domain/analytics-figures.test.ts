import { describe, expect, it } from 'vitest';
import { callerActivity, instantOf, median, percentile } from '../../src/domain/analytics/caller-activity';
import { dashboardFigures, type DashboardInput } from '../../src/domain/analytics/dashboard-figures';
import { reportFigures } from '../../src/domain/analytics/report-figures';
import type { Incident } from '../../src/domain/incident/incident';
import type { MessageStatusPermissions, MessageStatusRecord } from '../../src/domain/incident/message-status';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const TODAY = { from: '2026-11-25', to: '2026-11-25' };

const incident = (id: string, at: string, extra: Partial<Incident> = {}): Incident => ({ id, at, status: 'DRAFT', ...extra });
const rec = (date: string, status: string, permissions: MessageStatusPermissions = {}, method = 'BROADCAST_SMS'): MessageStatusRecord => ({
  receiver: '+5521999990000',
  date,
  method,
  status,
  permissions,
});
const CLICKED = { clicked_link: true };
const GRANTED = { clicked_link: true, video: true, audio: true, local: true };

/** A caller who got the link at 10:00:00, read it, clicked, allowed both, streamed at 10:01:30 and shared location at 10:01:00. */
const FULL_STORY = [
  rec('2026-11-25T10:00:00Z', 'sent'),
  rec('2026-11-25T10:00:10Z', 'delivered'),
  rec('2026-11-25T10:00:30Z', 'read'),
  rec('2026-11-25T10:00:40Z', 'read', CLICKED),
  rec('2026-11-25T10:01:00Z', 'read', GRANTED),
  rec('2026-11-25T10:01:30Z', 'read', { ...GRANTED, start_live_streaming: true }),
];

const input = (incidents: Incident[], records: [string, MessageStatusRecord[]][], extra: Partial<DashboardInput> = {}): DashboardInput => ({
  incidents,
  records: new Map(records),
  range: TODAY,
  now: NOW,
  utcOffsetMinutes: 0,
  ...extra,
});

describe('what a caller did with the link (SPEC §3 message status records)', () => {
  it.each([
    ['nothing sent', [], { smsLinks: 0, whatsappLinks: 0, firstLinkAt: null, delivered: false, firstVideoAt: null }],
    [
      'the full story, in any order',
      [...FULL_STORY].reverse(),
      {
        smsLinks: 1,
        firstLinkAt: Date.parse('2026-11-25T10:00:00Z'),
        delivered: true,
        read: true,
        clicked: true,
        asked: true,
        camera: true,
        location: true,
        firstVideoAt: Date.parse('2026-11-25T10:01:30Z'),
        firstLocationAt: Date.parse('2026-11-25T10:01:00Z'),
      },
    ],
    [
      'a failed SMS, then WhatsApp: two links',
      [rec('2026-11-25T10:00:00Z', 'failed'), rec('2026-11-25T10:01:00Z', 'delivered', {}, 'BROADCAST_WPP')],
      { smsLinks: 1, whatsappLinks: 1, delivered: true, read: false },
    ],
    [
      'a click without a read receipt still counts as read and delivered',
      [rec('2026-11-25T10:00:00Z', 'sent', CLICKED)],
      { delivered: true, read: true, clicked: true, asked: false },
    ],
    [
      'refused, then allowed: allowed',
      [
        rec('2026-11-25T10:00:00Z', 'read', { video: false, local: false }),
        rec('2026-11-25T10:02:00Z', 'read', { video: true, local: true }),
      ],
      { camera: true, location: true, firstLocationAt: Date.parse('2026-11-25T10:02:00Z') },
    ],
    [
      'a collab invitation is not a caller link',
      [rec('2026-11-25T10:00:00Z', 'delivered', {}, 'SMS_COLLAB_BROADCAST')],
      { smsLinks: 0, delivered: false },
    ],
    ['flags as text and numbers', [rec('2026-11-25T10:00:00Z', 'READ', { video: '0', local: 1 })], { camera: false, location: true }],
  ])('%s', (_, records, expected) => {
    expect(callerActivity(records)).toMatchObject(expected);
  });

  it.each([
    [[], null, null],
    [[5], 5, 5],
    [[1, 3], 2, 2.8],
    [[10, 1, 4], 4, 8.8],
  ])('median and 90th percentile of %j', (values, mid, p90) => {
    expect(median(values)).toBe(mid);
    const high = percentile(values, 90);
    if (p90 === null) expect(high).toBeNull();
    else expect(high).toBeCloseTo(p90);
  });
});

describe('server dates (SPEC §3 record date: ISO text or epoch ms)', () => {
  it.each([
    ['2026-11-25T10:00:00Z', Date.parse('2026-11-25T10:00:00Z')],
    ['2026-11-25T10:00:00.250Z', Date.parse('2026-11-25T10:00:00.250Z')],
    ['2024-02-29T23:59:59.999Z', Date.parse('2024-02-29T23:59:59.999Z')],
    ['2023-02-29T00:00:00Z', null],
    ['2026-11-25T24:00:00Z', null],
    ['2026-11-25T10:00:00-03:00', Date.parse('2026-11-25T13:00:00Z')],
    [1_795_608_000_000, 1_795_608_000_000],
    [Number.NaN, null],
    ['yesterday', null],
    [null, null],
  ])('%j', (value, ms) => {
    expect(instantOf(value)).toBe(ms);
  });
});

describe('the dashboard figures', () => {
  it('an empty range: zeros, 24 empty hours, no median, no share, every day listed', () => {
    const f = dashboardFigures(input([], [], { range: { from: '2026-11-23', to: '2026-11-25' } }));
    expect(f.total.value).toBe(0);
    expect(f.perDay.value).toEqual([
      { day: '2026-11-23', count: 0 },
      { day: '2026-11-24', count: 0 },
      { day: '2026-11-25', count: 0 },
    ]);
    expect(f.linkToVideo.value).toEqual({ medianMs: null, count: 0 });
    expect(f.refusals.value.share).toBeNull();
    expect(f.busiestHours.value).toEqual({ perHour: Array.from({ length: 24 }, () => 0), top: null });
    expect(f.funnel.value).toEqual({ sent: 0, delivered: 0, read: 0, clicked: 0, granted: 0 });
  });

  it('one incident with its whole story', () => {
    const f = dashboardFigures(input([incident('1', '2026-11-25T09:59:00Z')], [['1', FULL_STORY]]));
    expect(f.total.value).toBe(1);
    expect(f.links.value).toEqual({ sms: 1, whatsapp: 0 });
    expect(f.funnel.value).toEqual({ sent: 1, delivered: 1, read: 1, clicked: 1, granted: 1 });
    expect(f.linkToVideo.value).toEqual({ medianMs: 90_000, count: 1 });
    expect(f.linkToLocation.value).toEqual({ medianMs: 60_000, count: 1 });
    expect(f.busiestHours.value.top).toBe(9);
    expect(f.total.id).toBe('total');
    expect(f.total.listFilters).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });

  it('incidents without a first video are left out of the median, not counted as zero', () => {
    const f = dashboardFigures(
      input(
        [incident('1', '2026-11-25T09:00:00Z'), incident('2', '2026-11-25T09:30:00Z'), incident('3', '2026-11-25T09:40:00Z')],
        [
          ['1', FULL_STORY],
          ['2', [rec('2026-11-25T09:31:00Z', 'read', { clicked_link: true, video: false, local: true })]],
        ],
      ),
    );
    expect(f.linkToVideo.value).toEqual({ medianMs: 90_000, count: 1 });
    expect(f.linkToLocation.value).toEqual({ medianMs: 30_000, count: 2 });
    expect(f.funnel.value).toEqual({ sent: 2, delivered: 2, read: 2, clicked: 2, granted: 1 });
    expect(f.refusals.value).toEqual({ asked: 2, camera: 1, location: 0, either: 1, share: 0.5 });
  });

  it.each([
    ['UTC: both on the 25th', 0, [{ day: '2026-11-25', count: 2 }], 2],
    ['Brasília: the early one was still the 24th', -180, [{ day: '2026-11-25', count: 1 }], 1],
    ['Tokyo: the late one is already the 26th', 540, [{ day: '2026-11-25', count: 1 }], 1],
  ])('time zones at the day boundaries (%s)', (_, offset, perDay, total) => {
    const incidents = [incident('1', '2026-11-25T01:00:00Z'), incident('2', '2026-11-25T16:00:00Z')];
    const f = dashboardFigures(input(incidents, [], { utcOffsetMinutes: offset }));
    expect(f.perDay.value).toEqual(perDay);
    expect(f.total.value).toBe(total);
  });

  it("the range holds its first instant and ends before the next day's first", () => {
    const incidents = [
      incident('1', '2026-11-24T23:59:59.999Z'),
      incident('2', '2026-11-25T00:00:00.000Z'),
      incident('3', '2026-11-25T23:59:59.999Z'),
      incident('4', '2026-11-26T00:00:00.000Z'),
    ];
    const f = dashboardFigures(input(incidents, [], { utcOffsetMinutes: 0 }));
    expect(f.total.value).toBe(2);
    expect(f.perDay.value).toEqual([{ day: '2026-11-25', count: 2 }]);
  });

  it('live now: open incidents with a video stream, whatever the range; deleted incidents are not counted', () => {
    const stream = { id: 'vs', channel: 'c' };
    const f = dashboardFigures(
      input(
        [
          incident('1', '2026-11-20T10:00:00Z', { videoStream: stream }),
          incident('2', '2026-11-25T10:00:00Z', { videoStream: stream, finishedAt: '2026-11-25T10:30:00Z' }),
          incident('3', '2026-11-25T10:00:00Z', { deletedAt: '2026-11-25T10:30:00Z' }),
        ],
        [],
      ),
    );
    expect(f.liveNow.value).toBe(1);
    expect(f.liveNow.listFilters).toEqual({ live: 'yes' });
    expect(f.total.value).toBe(1);
  });

  it('busiest hours: the earliest of equally busy hours', () => {
    const times = ['2026-11-25T08:10:00Z', '2026-11-25T08:20:00Z', '2026-11-25T14:00:00Z', '2026-11-25T14:30:00Z'];
    const f = dashboardFigures(
      input(
        times.map((at, i) => incident(String(i), at)),
        [],
      ),
    );
    expect(f.busiestHours.value.top).toBe(8);
    expect(f.busiestHours.value.perHour[14]).toBe(2);
  });
});

describe('the report figures', () => {
  it('counts by status, category and channel; response times; activity per operator', () => {
    const ana = { email: 'ana@public.demo' };
    const incidents = [
      incident('1', '2026-11-25T09:59:00Z', {
        status: 'PUBLISHED',
        category: { title: 'Live video' },
        activeOperator: ana,
        finishedAt: '2026-11-25T10:29:00Z',
      }),
      incident('2', '2026-11-25T11:00:00Z', { category: { title: 'Live video' }, activeOperator: ana }),
      incident('3', '2026-11-25T11:30:00Z', { activeOperator: { name: 'Bo', lastName: 'Reis' } }),
    ];
    const r = reportFigures(
      input(incidents, [
        ['1', FULL_STORY],
        ['2', [rec('2026-11-25T11:01:00Z', 'sent', {}, 'BROADCAST_WPP')]],
      ]),
    );
    expect(r.total).toBe(3);
    expect(r.byStatus).toEqual([
      { key: 'draft', count: 2 },
      { key: 'finished', count: 1 },
    ]);
    expect(r.byCategory).toEqual([
      { key: 'Live video', count: 2 },
      { key: '', count: 1 },
    ]);
    expect(r.byChannel).toEqual([
      { key: 'none', count: 1 },
      { key: 'sms', count: 1 },
      { key: 'whatsapp', count: 1 },
    ]);
    expect(r.creationToLink).toEqual({ count: 2, medianMs: 60_000, p90Ms: 60_000 });
    expect(r.linkToVideo).toMatchObject({ count: 1, medianMs: 90_000 });
    expect(r.creationToFinish).toMatchObject({ count: 1, medianMs: 30 * 60_000 });
    expect(r.operators).toEqual([
      { operator: 'ana@public.demo', incidents: 2, finished: 1, linksSent: 2, videos: 1, medianLinkToVideoMs: 90_000 },
      { operator: 'Bo Reis', incidents: 1, finished: 0, linksSent: 0, videos: 0, medianLinkToVideoMs: null },
    ]);
  });

  it('an empty range', () => {
    const r = reportFigures(input([], []));
    expect(r).toMatchObject({ total: 0, byStatus: [], operators: [], linkToVideo: { count: 0, medianMs: null, p90Ms: null } });
  });
});
