import type { Clock } from '../../application/ports/clock.port';
import type { LocalNetwork } from '../../application/ports/local-network.port';
import { record } from './recording-log';

/**
 * The candidates a browser may report: private ones (kept by the SPEC §5 filter) and others that the domain drops
 * (public, loopback, link-local IPv4, an mDNS name), so the filter is always exercised.
 */
export const DEMO_LOCAL_ADDRESSES: readonly string[] = [
  '192.168.0.23',
  '203.0.113.9',
  '10.20.30.40',
  '127.0.0.1',
  'fe80::1c2b:3aff:fe4d:5e6f%en0',
  '169.254.10.2',
  '4f1d6c2a-8b3e-4f6a-9c1d-2e3f4a5b6c7d.local',
  '172.16.5.4',
];

/**
 * A fake local network. It answers `addresses` after `delayMs` (0 by default) of clock time, ignoring the timeout on
 * purpose when `delayMs` is larger, so tests can prove that the use case cuts a slow discovery off itself.
 */
export class FakeLocalNetwork implements LocalNetwork {
  addressesList: readonly string[] = DEMO_LOCAL_ADDRESSES;
  delayMs = 0;
  readonly requests: number[] = [];

  constructor(private readonly clock: Clock) {}

  addresses(timeoutMs: number): Promise<readonly string[]> {
    record(this.requests, timeoutMs);
    const found = this.addressesList;
    if (this.delayMs <= 0) return Promise.resolve(found);
    return new Promise((resolve) => this.clock.setTimeout(() => resolve(found), this.delayMs));
  }
}
