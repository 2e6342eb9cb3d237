import { describe, expect, it } from 'vitest';
import { filterPrivateAddresses, parseIpv6 } from '../../src/domain/incident/operator-ips';

describe('SPEC §5 operatorIps: private IPv4 ranges 10/8, 172.16/12, 192.168/16', () => {
  it.each([
    ['10.0.0.1', true],
    ['10.255.255.255', true],
    ['172.16.0.1', true],
    ['172.31.255.254', true],
    ['172.15.0.1', false],
    ['172.32.0.1', false],
    ['192.168.1.20', true],
    ['192.169.1.1', false],
    ['8.8.8.8', false],
    ['127.0.0.1', false],
    ['169.254.10.1', false],
    ['0.0.0.0', false],
    [' 10.1.2.3 ', true],
  ] as const)('%s kept: %s', (address, kept) => {
    expect(filterPrivateAddresses([address])).toEqual(kept ? [address.trim()] : []);
  });

  it.each([
    '256.1.1.1',
    '10.0.0',
    '10.0.0.1.5',
    '10.0.0.256',
    '010.0.0.1',
    '10.00.0.1',
    '10..0.1',
    '10.0.0.',
    '.10.0.0.1',
    '10.0.0.-1',
    '10.0.0.1a',
    '１０.0.0.1',
    '١٠.0.0.1',
    '10.0.0.1/8',
    '10.0.0.1:80',
    '',
    '   ',
    'abc-123.local',
    '4c1e2d3f-1111-2222-3333-444455556666.local',
    'localhost',
    '10.0.0.1'.repeat(20_000),
  ])('malformed or not an address %j is dropped', (address) => {
    expect(filterPrivateAddresses([address])).toEqual([]);
  });
});

describe('SPEC §5 operatorIps: IPv6 unique local fc00::/7 and link-local fe80::/10 kept', () => {
  it.each([
    ['fd12:3456:789a:1::1', ['fd12:3456:789a:1::1']],
    ['fc00::1', ['fc00::1']],
    ['FE80::1C2B:3D4E', ['fe80::1c2b:3d4e']],
    ['fe80::1%eth0', ['fe80::1']],
    ['febf::1', ['febf::1']],
    ['fec0::1', []],
    ['fe80::1%', []],
    ['2001:db8::1', []],
    ['::1', []],
    ['::', []],
    ['fe80:0:0:0:0:0:0:1', ['fe80:0:0:0:0:0:0:1']],
    ['fe80::1::2', []],
    ['fe80:::1', []],
    [':fe80::1', []],
    ['fe80:0:0:0:0:0:0:0:1', []],
    ['fe80:0:0:0:0:0:1', []],
    ['fe80::12345', []],
    ['fe80::g', []],
    ['[fe80::1]', []],
    ['::ffff:10.0.0.1', []],
  ] as const)('%s -> %j', (address, expected) => {
    expect(filterPrivateAddresses([address])).toEqual(expected);
  });

  it('expands :: to eight groups', () => {
    expect(parseIpv6('fe80::1')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('1:2:3:4:5:6:7::')).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
    expect(parseIpv6('1:2:3:4:5:6:7:8::')).toBeNull();
  });
});

describe('SPEC §5 operatorIps list handling', () => {
  it('deduplicates by address value, keeps first-seen order and skips non-strings', () => {
    expect(
      filterPrivateAddresses([
        '192.168.0.2',
        'FE80::1',
        null,
        42,
        { ip: '10.0.0.1' },
        '10.0.0.1',
        ' 192.168.0.2',
        'fe80:0:0:0:0:0:0:1',
        'fe80::1%en0',
        '10.0.0.1',
      ]),
    ).toEqual(['192.168.0.2', 'fe80::1', '10.0.0.1']);
  });
  it.each([[null], [undefined], [[]]])('%j -> []', (list) => {
    expect(filterPrivateAddresses(list)).toEqual([]);
  });
  it('handles a large list quickly', () => {
    const list = Array.from({ length: 50_000 }, (_, i) => `10.0.${(i >> 8) & 255}.${i & 255}`);
    expect(filterPrivateAddresses(list)).toHaveLength(50_000);
  });
});
