import { describe, expect, it } from 'vitest';
import {
  addIncidentButton,
  chatSendDisabled,
  incidentCreationAllowed,
  liveControlsVisible,
  operatorBroadcastAllowed,
  searchButtonVisible,
  sendLinkButtonsDisabled,
  videoAllowed,
  videoHistoryAccess,
} from '../../src/domain/visibility/live-visibility';

const LONG = 'a'.repeat(100_000);

describe('SPEC §2 Live controls show only when not deleted and with remote users', () => {
  it.each<[unknown, unknown, boolean]>([
    [null, ['1'], true],
    [undefined, ['1', '2'], true],
    ['', 1, true],
    ['   ', ['1'], true],
    ['2024-01-01T00:00:00Z', ['1'], false],
    [1700000000, ['1'], false],
    [null, [], false],
    [null, 0, false],
    [null, null, false],
    [null, undefined, false],
    [null, Number.NaN, false],
    [LONG, ['1'], false],
  ])('deletedAt %j, remote users %j → %s', (deletedAt, remoteUsers, expected) => {
    expect(liveControlsVisible({ deletedAt, remoteUsers } as Parameters<typeof liveControlsVisible>[0])).toBe(expected);
  });
});

describe('SPEC §5 Send SMS/WhatsApp buttons disabled', () => {
  it.each<[string, Parameters<typeof sendLinkButtonsDisabled>[0], boolean]>([
    ['phone, idle, new incident', { phone: '(21) 9 9999-9999' }, false],
    ['complete phone with required digits', { phone: '21999999999', requiredDigits: 11 }, false],
    ['incomplete phone', { phone: '(21) 9 9999', requiredDigits: 11 }, true],
    ['no phone', { phone: '' }, true],
    ['whitespace phone', { phone: '   ' }, true],
    ['null phone', { phone: null }, true],
    ['punctuation only', { phone: '()-- ' }, true],
    ['full-width digits are not a phone', { phone: '１２３４５６７８９０' }, true],
    ['Arabic-Indic digits are not a phone', { phone: '٠١٢٣٤٥٦٧٨٩' }, true],
    ['while sending', { phone: '21999999999', sending: true }, true],
    ['sending null', { phone: '21999999999', sending: null }, false],
    ['incident exists (string id)', { phone: '21999999999', incidentId: '42' }, true],
    ['incident exists (number id)', { phone: '21999999999', incidentId: 42 }, true],
    ['blank incident id', { phone: '21999999999', incidentId: '  ' }, false],
    ['NaN incident id', { phone: '21999999999', incidentId: Number.NaN }, false],
    ['very long phone', { phone: '9'.repeat(100_000), requiredDigits: 11 }, false],
  ])('%s → disabled %s', (_name, input, expected) => {
    expect(sendLinkButtonsDisabled(input)).toBe(expected);
  });
});

describe('SPEC §5 Chat send disabled', () => {
  it.each<[string, Parameters<typeof chatSendDisabled>[0], boolean]>([
    ['message and conversation', { message: 'hello', conversation: '42_public' }, false],
    ['conversation object', { message: 'olá', conversation: { sid: 'CH1' } }, false],
    ['blank message', { message: '', conversation: '42_public' }, true],
    ['whitespace message', { message: ' \n\t ', conversation: '42_public' }, true],
    ['NBSP and ideographic space', { message: '\u00A0\u3000', conversation: '42_public' }, true],
    ['zero-width only', { message: '\u200B\uFEFF', conversation: '42_public' }, true],
    ['null message', { message: null, conversation: '42_public' }, true],
    ['no conversation', { message: 'hello', conversation: null }, true],
    ['blank conversation name', { message: 'hello', conversation: ' ' }, true],
    ['send in progress', { message: 'hello', conversation: '42_public', sending: true }, true],
    ['long message', { message: LONG, conversation: '42_public' }, false],
    ['call ended', { message: 'hello', conversation: '42_public', callEnded: true }, true],
    ['call still on', { message: 'hello', conversation: '42_public', callEnded: false }, false],
  ])('%s → disabled %s', (_name, input, expected) => {
    expect(chatSendDisabled(input)).toBe(expected);
  });
});

describe('SPEC §2 Search button hidden when hasAccess is false', () => {
  it.each([
    [true, true],
    [false, false],
    ['false', false],
    [undefined, true],
    [null, true],
    ['', true],
    ['nope', true],
  ])('hasAccess %j → visible %s', (hasAccess, expected) => {
    expect(searchButtonVisible(hasAccess)).toBe(expected);
  });
});

describe('SPEC §2, §6 Video history shown only with access computed from permissions, else redirect to live', () => {
  it.each([
    [true, 'show'],
    ['true', 'show'],
    [false, 'redirectToLive'],
    ['false', 'redirectToLive'],
    [undefined, 'redirectToLive'],
    [null, 'redirectToLive'],
    ['', 'redirectToLive'],
    [LONG, 'redirectToLive'],
  ])('hasAccess %j → %s', (hasAccess, expected) => {
    expect(videoHistoryAccess({ hasAccess })).toBe(expected);
  });

  it.each([true, 'true', '1'])('the fromIncidentDetail query (%j) grants nothing without access', (fromIncidentDetail) => {
    expect(videoHistoryAccess({ hasAccess: false, ...{ fromIncidentDetail } })).toBe('redirectToLive');
  });
});

describe('SPEC §2 Navbar add-incident button', () => {
  it.each<[string, Parameters<typeof addIncidentButton>[0], { visible: boolean; disabled: boolean }]>([
    ['argos route, setting on', { route: 'tenant_5/argos', allowArgoCreateIncident: true }, { visible: true, disabled: false }],
    ['hash argos route with query', { route: '#/tenant_5/argos?x=1', allowArgoCreateIncident: 'true' }, { visible: true, disabled: false }],
    [
      'argos, detail view',
      { route: '/public/argos', allowArgoCreateIncident: true, viewMode: 'detail' },
      { visible: true, disabled: true },
    ],
    ['argos, list view', { route: '/public/argos', allowArgoCreateIncident: true, viewMode: 'list' }, { visible: true, disabled: false }],
    ['argos, setting off', { route: 'tenant_5/argos', allowArgoCreateIncident: false }, { visible: false, disabled: true }],
    ['argos, setting missing', { route: 'tenant_5/argos' }, { visible: false, disabled: true }],
    [
      'argos, setting on, incident creation restricted',
      { route: 'tenant_5/argos', allowArgoCreateIncident: true, restrictCreateIncident: true },
      { visible: false, disabled: true },
    ],
    [
      'argos, setting on, restriction off',
      { route: 'tenant_5/argos', allowArgoCreateIncident: true, restrictCreateIncident: 'false' },
      { visible: true, disabled: false },
    ],
    ['other route', { route: 'tenant_5/users', allowArgoCreateIncident: true }, { visible: false, disabled: true }],
    ['argos only in query', { route: 'tenant_5/users?next=argos', allowArgoCreateIncident: true }, { visible: false, disabled: true }],
    ['argos-like segment', { route: 'tenant_5/argos2', allowArgoCreateIncident: true }, { visible: false, disabled: true }],
    ['Cyrillic look-alike', { route: 'tenant_5/аrgos', allowArgoCreateIncident: true }, { visible: false, disabled: true }],
    ['null route', { route: null, allowArgoCreateIncident: true }, { visible: false, disabled: true }],
    ['long route', { route: '/'.repeat(100_000) + 'argos', allowArgoCreateIncident: true }, { visible: true, disabled: false }],
  ])('%s', (_name, input, expected) => {
    expect(addIncidentButton(input)).toEqual(expected);
  });
});

describe('SPEC §6 Operator audio broadcast requires allowOperatorBroadcast', () => {
  it.each([
    [{ allowOperatorBroadcast: true }, true],
    [{ allowOperatorBroadcast: 'true' }, true],
    [{ allowOperatorBroadcast: false }, false],
    [{ allowOperatorBroadcast: null }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (settings, expected) => {
    expect(operatorBroadcastAllowed(settings)).toBe(expected);
  });
});

describe('SPEC §3, §6 settings flags restrict video and incident creation', () => {
  it.each([
    [{ restrictCreateIncident: true }, false],
    [{ restrictCreateIncident: 'true' }, false],
    [{ restrictCreateIncident: 1 }, false],
    [{ restrictCreateIncident: false }, true],
    [{ restrictCreateIncident: 'yes' }, true],
    [{}, true],
    [null, true],
  ])('creation %j → allowed %s', (settings, expected) => {
    expect(incidentCreationAllowed(settings)).toBe(expected);
  });

  it.each([
    [{ restrictVideo: true }, false],
    [{ restrictVideo: ' TRUE ' }, false],
    [{ restrictVideo: false }, true],
    [{ restrictVideo: LONG }, true],
    [{}, true],
    [undefined, true],
  ])('video %j → allowed %s', (settings, expected) => {
    expect(videoAllowed(settings)).toBe(expected);
  });
});
