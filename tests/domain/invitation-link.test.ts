import { describe, expect, it } from 'vitest';
import { invitationLinkState, isSettledInvitation, parseInvitedLinks } from '../../src/domain/messaging/invitation-link';

describe('SPEC §4, §7 the stage of an invitation link status (values not shown by the spec)', () => {
  it.each([
    ['sent', 'sent'],
    ['delivered', 'sent'],
    [' QUEUED ', 'sent'],
    ['read', 'opened'],
    ['opened', 'opened'],
    ['clicked_link', 'opened'],
    ['joined', 'joined'],
    ['start_live_streaming', 'joined'],
    ['failed', 'failed'],
    ['Undelivered', 'failed'],
    ['expired', 'failed'],
    ['something new', 'unknown'],
    [null, 'unknown'],
    [42, 'unknown'],
    ['x'.repeat(100), 'unknown'],
  ])('%j -> %s', (raw, state) => {
    expect(invitationLinkState(raw)).toBe(state);
  });

  it.each([
    ['sent', false],
    ['opened', false],
    ['unknown', false],
    ['joined', true],
    ['failed', true],
  ] as const)('%s settled: %s', (state, settled) => {
    expect(isSettledInvitation(state)).toBe(settled);
  });
});

describe('invited links kept in storage are read back without trusting them', () => {
  it.each([
    [null, []],
    ['not json', []],
    ['{}', []],
    [
      JSON.stringify([
        { linkId: 'link-1', phone: '+55', mode: 'shareInvitation', state: 'opened' },
        { linkId: 'link-2', phone: '+55', mode: 'newBroadcast', state: 'bogus' },
        { linkId: '', phone: '+55', mode: 'newBroadcast', state: 'sent' },
        { linkId: 'link-3', phone: '+55', mode: 'collabBroadcast', state: 'sent' },
        'link-4',
      ]),
      [
        { linkId: 'link-1', phone: '+55', mode: 'shareInvitation', state: 'opened' },
        { linkId: 'link-2', phone: '+55', mode: 'newBroadcast', state: 'sent' },
      ],
    ],
  ])('%j', (raw, links) => {
    expect(parseInvitedLinks(raw)).toEqual(links);
  });
});
