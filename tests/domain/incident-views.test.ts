import { describe, expect, it } from 'vitest';
import type { Incident } from '../../src/domain/incident/incident';
import { linkedIncidentEntries, linkedIncidentRoute } from '../../src/domain/incident/linked-incidents';
import { liveIncidentEntries } from '../../src/domain/incident/live-incidents';
import { validateForm } from '../../src/domain/admin/form-validation';
import { PREDEFINED_DESCRIPTION } from '../../src/domain/admin/resources/predefined-description';
import { descriptionChoices } from '../../src/domain/incident/predefined-description';
import { incidentEditValuesOf, incidentFormOf } from '../../src/domain/incident-form/incident-form-values';
import { routeGuard } from '../../src/domain/routing/route-guard';

describe('SPEC §2 the linked-incidents panel', () => {
  const incident = {
    id: 2,
    title: 'Middle',
    at: '2026-01-02T00:00:00Z',
    linkedIncident: { id: 1, title: 'First', at: '2026-01-01T00:00:00Z' },
    linkedIncidentsToMe: [
      { id: 3, title: 'Third', at: '2026-01-03T00:00:00Z', finishedAt: '2026-01-03T01:00:00Z' },
      { id: 4, title: 'Deleted', at: '2026-01-04T00:00:00Z', deletedAt: '2026-01-04T01:00:00Z' },
      { id: 1, title: 'First again', at: '2026-01-01T00:00:00Z' },
    ],
  } as Incident;

  it('the one it links to, itself (disabled) and those linking to it, each once, oldest first, deleted left out', () => {
    expect(linkedIncidentEntries(incident).map((e) => [e.id, e.relation, e.disabled, e.finished])).toEqual([
      ['1', 'links-to', false, false],
      ['2', 'current', true, false],
      ['3', 'linked-to-me', false, true],
    ]);
  });

  it.each([
    ['tenant_5', { id: '3', disabled: false }, { ok: true, value: 'tenant_5/incident/view/3' }],
    ['tenant 5', { id: 'a/b', disabled: false }, { ok: true, value: 'tenant%205/incident/view/a%2Fb' }],
    ['tenant_5', { id: '2', disabled: true }, { ok: false, error: { kind: 'current' } }],
    [null, { id: '3', disabled: false }, { ok: false, error: { kind: 'no-tenant' } }],
  ])('route of %j %j -> %j', (tenant, entry, route) => {
    expect(linkedIncidentRoute(tenant, { title: '', at: '', relation: 'links-to', finished: false, ...entry })).toEqual(route);
  });
});

describe('SPEC §2, §4, §9 the live list of create mode', () => {
  const live = (id: string, startedAt: string, extra: Partial<Incident> = {}): Incident =>
    ({ id, title: ` T${id} `, at: '2026-01-01T00:00:00Z', videoStream: { channel: `c${id}`, startedAt }, ...extra }) as Incident;

  it.each([
    ['newest first', [live('1', '2026-01-01T10:00:00Z'), live('2', '2026-01-01T11:00:00Z')], ['2', '1']],
    ['equal times: higher id first', [live('9', '2026-01-01T10:00:00Z'), live('10', '2026-01-01T10:00:00Z')], ['10', '9']],
    ['unreadable times last', [live('1', ''), live('2', '2026-01-01T10:00:00Z')], ['2', '1']],
    ['finished and deleted left out', [live('1', 'x', { finishedAt: '2026-01-01T00:00:00Z' }), live('2', 'x', { deletedAt: 'y' })], []],
    ['without a stream left out', [{ id: '1' } as Incident], []],
    ['each once', [live('1', '2026-01-01T10:00:00Z'), live('1', '2026-01-01T10:00:00Z')], ['1']],
    ['not a list', 'nope', []],
  ])('%s', (_label, incidents, ids) => {
    expect(liveIncidentEntries(incidents).map((e) => e.id)).toEqual(ids);
  });

  it('the caller phone: sendToPhone, else the first of sendToPhones, else the creator', () => {
    const at = '2026-01-01T10:00:00Z';
    expect(liveIncidentEntries([live('1', at, { sendToPhone: ' +551 ' })])[0]?.phone).toBe('+551');
    expect(liveIncidentEntries([live('1', at, { sendToPhones: ['', '+552'] })])[0]?.phone).toBe('+552');
    expect(liveIncidentEntries([live('1', at, { userCreate: { phone: '+553' } } as Partial<Incident>)])[0]?.phone).toBe('+553');
  });

  it('keeps at most 100', () => {
    const many = Array.from({ length: 120 }, (_, i) => live(String(i + 1), '2026-01-01T10:00:00Z'));
    expect(liveIncidentEntries(many)).toHaveLength(100);
  });
});

describe('SPEC §3 Incident form values, §5 the edit form', () => {
  it.each([
    [
      {
        title: 'T',
        address: 'unavailable',
        city: 'Rio',
        description: 'D',
        userCreate: { phone: '+55' },
        latitude: 0,
        longitude: 0,
        at: '2026',
      },
      { title: 'T', address: '', city: 'Rio', description: 'D', phone: '+55', latitude: null, longitude: null, createdAt: '2026' },
    ],
    [
      { sendToPhone: '+1', latitude: -22.9, longitude: -43.1 },
      { title: '', address: '', city: '', description: '', phone: '+1', latitude: -22.9, longitude: -43.1, createdAt: '' },
    ],
  ])('form of %j', (incident, form) => {
    expect(incidentFormOf(incident as Incident)).toEqual(form);
  });

  it('the edit values keep the text as stored', () => {
    expect(incidentEditValuesOf({ title: ' T ', address: 'A', city: null, latitude: 0, longitude: 5 } as Incident)).toEqual({
      title: ' T ',
      description: '',
      address: 'A',
      city: '',
      latitude: null,
      longitude: 5,
    });
  });
});

describe('SPEC §1, §3 predefined descriptions', () => {
  it('quick choices are trimmed; entries without a label or a text are skipped', () => {
    expect(
      descriptionChoices([
        { id: 1, descriptionOption: ' Fire ', description: ' Smoke seen ' },
        { id: 2, descriptionOption: '', description: 'x' },
        { id: 3, descriptionOption: 'y', description: null },
        { id: 'd-4', descriptionOption: 'Flood', description: 'Water' },
      ]),
    ).toEqual([
      { id: '1', label: 'Fire', description: 'Smoke seen' },
      { id: 'd-4', label: 'Flood', description: 'Water' },
    ]);
  });

  // The declaration's changes: a create needs both texts, an update checks and sends only the fields it gives.
  it.each([
    [{ descriptionOption: ' A ', description: ' B ' }, 'create', { ok: true, value: { descriptionOption: 'A', description: 'B' } }],
    [
      { descriptionOption: ' ', description: 'B' },
      'create',
      { ok: false, error: { kind: 'invalid', fields: { descriptionOption: 'required' } } },
    ],
    [{ descriptionOption: 'A' }, 'create', { ok: false, error: { kind: 'invalid', fields: { description: 'invalid' } } }],
    [{ description: ' B ' }, 'update', { ok: true, value: { description: 'B' } }],
    [{ description: '' }, 'update', { ok: false, error: { kind: 'invalid', fields: { description: 'required' } } }],
    [{}, 'update', { ok: true, value: {} }],
  ] as const)('%j (%s) -> %j', (input, change, result) => {
    expect(validateForm(PREDEFINED_DESCRIPTION.changes[change], input)).toEqual(result);
  });
});

describe('SPEC §2, §4 Session: guarding an authenticated route', () => {
  const operator = { tenantId: 'tenant_5', isSuperUser: false, permissions: ['reports'] };
  it.each([
    [null, 'tenant_5', 'tenant_5/users', { kind: 'login', route: 'login?redirect=tenant_5%2Fusers' }],
    [{ ...operator, tenantId: 'bad tenant' }, 'tenant_5', 'tenant_5/users', { kind: 'login', route: 'login' }],
    [operator, 'tenant_5', 'tenant_5/reports', { kind: 'allow' }],
    [operator, 'tenant_24', 'tenant_24/users', { kind: 'landing', route: 'tenant_5/reports' }],
    [{ ...operator, isSuperUser: true }, 'tenant_24', 'tenant_24/users', { kind: 'landing', route: 'tenant_5/users' }],
  ])('session %j on %s (%s) -> %j', (session, routeTenant, wanted, decision) => {
    expect(routeGuard(session, routeTenant, wanted)).toEqual(decision);
  });
});
