import { describe, expect, it } from 'vitest';
import {
  accessFromPermissions,
  effectivePermissions,
  firstNavigablePermission,
  hasAccess,
  hasAccessEditIncident,
  incidentChangeAllowed,
  incidentEditMode,
  type IncidentChange,
  type IncidentEditMode,
  isRoutablePermission,
  opensLiveSession,
  permissionNames,
  tenantControls,
  type IncidentEditInput,
} from '../../src/domain/permissions/permissions';

const VIDEO = 'control-access-to-video-history';
const EDIT = 'control-access-to-edit-incident-history';

describe('SPEC §3, §6 permission names from the roles service', () => {
  it.each([
    [
      [{ name: 'reports' }, { name: 'users' }],
      ['reports', 'users'],
    ],
    [[{ name: 'reports' }, { name: 'reports' }], ['reports']],
    [[{ name: null }, {}, null, undefined, { name: '' }, { name: 'files' }], ['files']],
    [null, []],
    [undefined, []],
  ])('%j -> %j', (records, expected) => {
    expect(permissionNames(records)).toEqual(expected);
  });
});

describe('SPEC §6 effective permissions: user names also in the tenant list', () => {
  it.each([
    [
      ['reports', 'users', 'teleport'],
      ['teleport', 'users'],
      ['users', 'teleport'],
    ],
    [['reports'], [], []],
    [[], ['reports'], []],
    [null, ['reports'], []],
    [['reports'], null, []],
    [['Reports', 'reports'], ['reports'], ['reports']],
    [['reports', null, '', 'reports'], ['reports', ''], ['reports']],
  ])('user %j, tenant %j -> %j', (user, tenant, expected) => {
    expect(effectivePermissions(user, tenant)).toEqual(expected);
  });
});

describe('SPEC §6 hasAccess and hasAccessEditIncident', () => {
  it.each([
    [[], [], true, true],
    [null, null, true, true],
    [[VIDEO], [], false, true],
    [[VIDEO], [VIDEO], true, true],
    [[EDIT], ['teleport'], true, false],
    [[EDIT], [EDIT], true, true],
    [[VIDEO, EDIT], [VIDEO], true, false],
    [[VIDEO, EDIT], [EDIT], false, true],
    [['teleport'], [VIDEO, EDIT], true, true],
    [[VIDEO.toUpperCase()], [], true, true],
  ])('tenant %j, user %j -> hasAccess %s, hasAccessEditIncident %s', (tenant, user, access, edit) => {
    expect(hasAccess(tenant, user)).toBe(access);
    expect(hasAccessEditIncident(tenant, user)).toBe(edit);
  });
});

describe('SPEC §2 Login, Live page: first permission that is not teleport nor a history control', () => {
  it.each([
    [['teleport', VIDEO, EDIT, 'reports', 'users'], 'reports'],
    [['teleport'], null],
    [[], null],
    [null, null],
    [['incident/live'], 'incident/live'],
    [['http://evil.com', '//x', '/users', 'users/', 'a//b', '..', 'a b', '１', 'users'], 'users'],
    [['x'.repeat(100_000), 'files'], 'files'],
  ])('%j -> %j', (permissions, expected) => {
    expect(firstNavigablePermission(permissions)).toBe(expected);
  });
  it.each([
    ['reports', true],
    ['incident/live', true],
    ['logged_users', true],
    ['', false],
    ['a/', false],
    ['a?b', false],
    ['a%2Fb', false],
  ])('isRoutablePermission(%j) is %s', (name, expected) => {
    expect(isRoutablePermission(name)).toBe(expected);
  });
});

describe('SPEC §4 Incident edit: who may edit', () => {
  it.each<[IncidentEditInput, string]>([
    [{ isSuperUser: true }, 'editable'],
    [{ isSuperUser: true, permissions: [], editAccess: false }, 'editable'],
    [{ isSuperUser: false, permissions: ['reports'], editAccess: true }, 'editButton'],
    [{ isSuperUser: false, permissions: [VIDEO], editAccess: true }, 'editButton'],
    [{ isSuperUser: false, permissions: ['teleport', EDIT], editAccess: true }, 'readOnly'],
    [{ isSuperUser: false, permissions: ['reports'], editAccess: false }, 'readOnly'],
    [{ isSuperUser: false, permissions: ['reports'], editAccess: null }, 'readOnly'],
    [{ isSuperUser: false, permissions: [], editAccess: true }, 'readOnly'],
    [{ isSuperUser: null, permissions: null, editAccess: true }, 'readOnly'],
    [{}, 'readOnly'],
  ])('%j -> %s', (input, expected) => {
    expect(incidentEditMode(input)).toBe(expected);
  });
});

describe('SPEC §6 access computed from the loaded permissions (never from a stored flag)', () => {
  it.each([
    [['reports', VIDEO, 'users'], [VIDEO]],
    [
      [EDIT, VIDEO],
      [VIDEO, EDIT],
    ],
    [['reports'], []],
    [null, []],
  ])('tenant %j defines the controls %j', (tenant, expected) => {
    expect(tenantControls(tenant)).toEqual(expected);
  });

  it.each([
    [false, [], [], true, true],
    [false, [], [VIDEO], false, true],
    [false, [VIDEO], [VIDEO], true, true],
    [false, [VIDEO], [VIDEO, EDIT], true, false],
    [false, [VIDEO, EDIT], [VIDEO, EDIT], true, true],
    [false, [], null, false, false],
    [false, [VIDEO], null, true, false],
    [true, [], null, true, true],
    [true, [], [VIDEO, EDIT], true, true],
  ])('super %s, permissions %j, tenant controls %j → hasAccess %s, edit %s', (isSuperUser, permissions, controls, access, edit) => {
    expect(accessFromPermissions({ isSuperUser, permissions, tenantControls: controls })).toEqual({
      hasAccess: access,
      hasAccessEditIncident: edit,
    });
  });
});

describe('SPEC §4, §6 changes to an incident need what editing needs', () => {
  const CHANGES: readonly IncidentChange[] = ['edit', 'delete', 'addMedia', 'removeMedia', 'link', 'unlink', 'sendPush', 'moderateComment'];
  it.each<[IncidentEditMode, boolean]>([
    ['readOnly', false],
    ['editButton', true],
    ['editable', true],
  ])('%s → every change allowed %s', (mode, expected) => {
    for (const change of CHANGES) expect(incidentChangeAllowed(change, mode), change).toBe(expected);
  });

  it('deleting never needs less than editing', () => {
    for (const mode of ['readOnly', 'editButton', 'editable'] as const)
      if (incidentChangeAllowed('delete', mode)) expect(incidentChangeAllowed('edit', mode)).toBe(true);
  });
});

describe('SPEC §2 a live incident opened from a map goes to its live session, as permissions allow', () => {
  it.each<[string, boolean, boolean, readonly string[], boolean]>([
    ['live, teleport permission', true, false, ['teleport', 'users'], true],
    ['live, super user without permissions', true, true, [], true],
    ['live, no teleport permission', true, false, ['users', 'incidents-map'], false],
    ['live, no permissions at all', true, false, [], false],
    ['not live, teleport permission', false, false, ['teleport'], false],
    ['not live, super user', false, true, [], false],
  ])('%s', (_case, live, isSuperUser, permissions, expected) => {
    expect(opensLiveSession({ live, isSuperUser, permissions })).toBe(expected);
  });
});
