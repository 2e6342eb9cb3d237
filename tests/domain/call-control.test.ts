import { describe, expect, it } from 'vitest';
import { callCommandsAllowed, callHolderOf, takeOverAllowed, type CallHolder } from '../../src/domain/live/call-control';
import type { IncidentEditMode } from '../../src/domain/permissions/permissions';

describe('callHolderOf: whose call a live incident is for the signed-in user (SPEC §3 activeOperator)', () => {
  it.each([
    ['nobody runs it yet', null, '7', 'own'],
    ['an empty id', '', '7', 'own'],
    ['the user runs it', '7', '7', 'own'],
    ['the same id as a number', 7, '7', 'own'],
    ['another operator runs it', '8', '7', 'other'],
    ['another operator, nobody signed in', '8', null, 'other'],
    ['an id of the wrong type counts as nobody', { id: 8 }, '7', 'own'],
  ])('%s → %s', (_, activeOperatorId, myId, expected) => {
    expect(callHolderOf(activeOperatorId, myId)).toBe(expected);
  });
});

describe('callCommandsAllowed: stop, resend, cancel and chat on a live call (SPEC §2, §4, §6)', () => {
  it.each<[string, CallHolder, IncidentEditMode, boolean]>([
    ['own call, view-only user (an HQ admin without permissions runs the call they made)', 'own', 'readOnly', true],
    ['own call, editor', 'own', 'editButton', true],
    ['own call, super user', 'own', 'editable', true],
    ["another operator's call, view-only user: watches only", 'other', 'readOnly', false],
    ["another operator's call, a user who may edit the incident", 'other', 'editButton', true],
    ["another operator's call, super user", 'other', 'editable', true],
  ])('%s → %s', (_, holder, editMode, expected) => {
    expect(callCommandsAllowed({ holder, editMode })).toBe(expected);
  });
});

describe('takeOverAllowed: joining a call another session held (SPEC §2, §3 TAKE_CONTROL_OF_EVENT)', () => {
  it.each<[string, boolean, readonly string[], IncidentEditMode, boolean]>([
    ['super user', true, [], 'editable', true],
    ['teleport and may edit', false, ['teleport', 'users'], 'editButton', true],
    ['teleport, view-only', false, ['teleport', 'reports'], 'readOnly', false],
    ['may edit, no teleport', false, ['users'], 'editButton', false],
    ['no permissions', false, [], 'readOnly', false],
  ])('%s → %s', (_, isSuperUser, permissions, editMode, expected) => {
    expect(takeOverAllowed({ isSuperUser, permissions, editMode })).toBe(expected);
  });
});
