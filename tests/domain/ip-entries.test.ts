import { describe, expect, it } from 'vitest';
import { ipEntryKey, ipTaken, repeatedIpEntries } from '../../src/domain/admin/ip-entries';

describe('SPEC §2 ips-admin, §7 the tenant form: one allowed address written two ways is one entry', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    [' 10.0.0.0/08 ', null],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['2001:DB8::1', '2001:db8:0:0:0:0:0:1'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8:0:0:0:0:0:1'],
    ['::', '0:0:0:0:0:0:0:0'],
    ['fe80::/10', 'fe80:0:0:0:0:0:0:0/10'],
    ['::ffff:10.0.0.1', '0:0:0:0:0:ffff:a00:1'],
    ['hello', null],
    ['999.1.1.1', null],
  ])('%j -> %j', (value, key) => {
    expect(ipEntryKey(value)).toBe(key);
  });

  it.each([
    [['10.0.0.1', '10.0.0.2'], []],
    [['10.0.0.1', '10.0.0.1', '10.0.0.1'], ['10.0.0.1']],
    [['2001:db8::1', '2001:DB8:0:0::1', '10.0.0.0/8', '10.0.0.0/16'], ['2001:DB8:0:0::1']],
    [['hello', 'hello'], ['hello']],
  ])('repeated in %j: %j', (entries, repeated) => {
    expect(repeatedIpEntries(entries)).toEqual(repeated);
  });

  const list = [
    { id: 1, value: '10.0.0.0/8' },
    { id: 2, value: '2001:db8::1' },
  ];
  it.each([
    ['10.0.0.0/8', null, true],
    ['2001:0DB8::0001', null, true],
    ['10.0.0.0/16', null, false],
    ['10.0.0.0/8', 1, false],
    ['10.0.0.0/8', 2, true],
    ['not an address', null, false],
  ])('%j taken (editing %j): %s', (value, self, taken) => {
    expect(ipTaken(value, list, self)).toBe(taken);
  });
});
