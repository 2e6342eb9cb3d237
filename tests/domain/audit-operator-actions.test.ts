import { describe, expect, it } from 'vitest';
import { incidentEditActions, normalLinkAction, shareLinkAction } from '../../src/domain/audit/operator-actions';

describe('operator audit actions (SPEC §3 audit action enumeration)', () => {
  it.each([
    ['sms', 'SEND_LINK_NORMAL_SMS', 'SEND_LINK_SHARE_SMS'],
    ['whatsapp', 'SEND_LINK_NORMAL_WPP', 'SEND_LINK_SHARE_WPP'],
  ] as const)('a link by %s: %s, an invitation: %s', (channel, normal, share) => {
    expect(normalLinkAction(channel)).toBe(normal);
    expect(shareLinkAction(channel)).toBe(share);
  });

  it.each([
    ['the title changed', ['title'], { title: 'a' }, { title: 'b' }, ['INCIDENT_EDIT_TITLE']],
    ['only spaces around it', ['title'], { title: 'a' }, { title: ' a ' }, []],
    ['a field not sent', ['description'], { title: 'a', description: 'x' }, { title: 'b', description: 'x' }, []],
    [
      'a whole form save',
      ['title', 'description', 'address', 'city', 'latitude'],
      { title: 't', description: 'd', address: 'a' },
      { title: 't', description: 'D', address: 'A' },
      ['INCIDENT_EDIT_DESCRIPTION', 'INCIDENT_EDIT_ADDRESS'],
    ],
    ['city and coordinates have no action', ['city', 'latitude'], {}, {}, []],
    ['a first address', ['address'], { address: '' }, { address: 'Rua 1' }, ['INCIDENT_EDIT_ADDRESS']],
  ] as const)('%s', (_case, fields, before, after, expected) => {
    expect(incidentEditActions(fields, before, after)).toEqual(expected);
  });
});
