import { describe, expect, it } from 'vitest';
import { TIMINGS, PAGINATOR_OPTIONS, LOG_LEVELS, AUDIT_ACTIONS, PUSH_TOPICS } from '../../src/domain/shared/constants';

describe('SPEC §9 constants', () => {
  it.each([
    ['autoSaveIdle', 3000],
    ['mediaPoll', 5000],
    ['permissionPoll', 2000],
    ['socketPing', 10000],
    ['socketReconnectDelay', 1000],
    ['emptyChannelCheck', 300000],
    ['healthPing', 5000],
    ['authStateCheck', 1000],
    ['loginGeolocationTimeout', 10000],
    ['chatOpenDelay', 1000],
    ['searchDebounce', 1000],
    ['chatScrollDelay', 500],
    ['localIpDiscovery', 2000],
  ] as const)('timing %s is %i ms', (name, ms) => {
    expect(TIMINGS[name]).toBe(ms);
  });
  it('lists paginator options, logging levels, audit actions and push topics of §3 and §9', () => {
    expect(PAGINATOR_OPTIONS).toEqual([1, 5, 10, 20, 30, 50, 100]);
    expect(LOG_LEVELS).toEqual(['off', 'error', 'warning', 'info', 'debug']);
    expect(AUDIT_ACTIONS).toHaveLength(25);
    expect(new Set(AUDIT_ACTIONS).size).toBe(25);
    expect(PUSH_TOPICS).toContain('end_of_live_stream');
  });
});
