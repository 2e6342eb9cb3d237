import { describe, expect, it } from 'vitest';
import { directionalQuality, qualityLevel, worstQuality } from '../../src/domain/network/network-quality';
import {
  NETWORK_WIDGET_COLOURS,
  NETWORK_WIDGET_LABEL_KEYS,
  networkWidgetColour,
  parseServerConnectionStatus,
} from '../../src/domain/network/connection-status';
import {
  INITIAL_SOCKET_LINK,
  networkWidgetState,
  reconnectDecisionAfter,
  socketReconnectReducer,
  type SocketEvent,
  type SocketLink,
} from '../../src/domain/network/socket-reconnect';

const LONG = '1'.repeat(100_000);

describe('SPEC §4 Network quality per direction', () => {
  it.each([
    [1, 'green'],
    [2, 'green'],
    [1.5, 'green'],
    [2.0001, 'yellow'],
    [3, 'yellow'],
    [3.99, 'yellow'],
    [4, 'red'],
    [5, 'red'],
    [6, 'red'],
    [100, 'red'],
    ['2', 'green'],
    [' 3 ', 'yellow'],
    ['4', 'red'],
    ['2.5', 'yellow'],
    [0, 'unknown'],
    ['0', 'unknown'],
    [-1, 'unknown'],
    [Number.NaN, 'unknown'],
    [Number.POSITIVE_INFINITY, 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    ['', 'unknown'],
    ['  ', 'unknown'],
    ['abc', 'unknown'],
    ['３', 'unknown'] /* full-width */,
    ['٣', 'unknown'] /* Arabic-Indic */,
    ['-3', 'unknown'],
    [LONG, 'unknown'],
    [true, 'unknown'],
  ])('quality %j → %s', (raw, expected) => {
    expect(qualityLevel(raw)).toBe(expected);
  });

  it.each([
    [{ uplinkNetworkQuality: 1, downlinkNetworkQuality: 4 }, { uplink: 'green', downlink: 'red' }, 'red'],
    [{ uplinkNetworkQuality: 3, downlinkNetworkQuality: 2 }, { uplink: 'yellow', downlink: 'green' }, 'yellow'],
    [{ uplinkNetworkQuality: 0, downlinkNetworkQuality: 1 }, { uplink: 'unknown', downlink: 'green' }, 'green'],
    [{}, { uplink: 'unknown', downlink: 'unknown' }, 'unknown'],
    [null, { uplink: 'unknown', downlink: 'unknown' }, 'unknown'],
  ])('report %j → %j, worst %s', (report, expected, worst) => {
    const q = directionalQuality(report);
    expect(q).toEqual(expected);
    expect(worstQuality(q)).toBe(worst);
  });
});

describe('SPEC §4 Connection status from the server', () => {
  it.each([
    ['CONNECTED', 'CONNECTED'],
    ['DISCONNECTED', 'DISCONNECTED'],
    [' connected ', 'CONNECTED'],
    [{ status: 'DISCONNECTED' }, 'DISCONNECTED'],
    [{ status: null }, 'UNKNOWN'],
    [{}, 'UNKNOWN'],
    ['RECONNECTING', 'UNKNOWN'],
    ['', 'UNKNOWN'],
    [null, 'UNKNOWN'],
    [undefined, 'UNKNOWN'],
    [1, 'UNKNOWN'],
    ['СONNECTED' /* Cyrillic С */, 'UNKNOWN'],
    ['C'.repeat(100_000), 'UNKNOWN'],
  ])('%j → %s', (raw, expected) => {
    expect(parseServerConnectionStatus(raw)).toBe(expected);
  });
});

describe('SPEC §1, §4 Network widget states and colours', () => {
  it('gives each of CONNECTED, RECONNECTING, DISCONNECTED an indicator colour and label key', () => {
    expect(NETWORK_WIDGET_COLOURS).toEqual({ CONNECTED: 'green', RECONNECTING: 'yellow', DISCONNECTED: 'red' });
    expect(NETWORK_WIDGET_LABEL_KEYS).toEqual({
      CONNECTED: 'network.connected',
      RECONNECTING: 'network.reconnecting',
      DISCONNECTED: 'network.disconnected',
    });
  });
  it.each([
    ['CONNECTED', 'green'],
    ['RECONNECTING', 'yellow'],
    ['DISCONNECTED', 'red'],
    ['connected', 'red'],
    [null, 'red'],
  ])('colour of %j → %s', (state, colour) => {
    expect(networkWidgetColour(state)).toBe(colour);
  });
  it.each<[SocketLink['phase'], boolean | null | undefined, string]>([
    ['open', true, 'CONNECTED'],
    ['open', undefined, 'CONNECTED'],
    ['open', false, 'DISCONNECTED'],
    ['connecting', true, 'RECONNECTING'],
    ['waitingToReconnect', true, 'RECONNECTING'],
    ['waitingToReconnect', false, 'DISCONNECTED'],
    ['closed', true, 'DISCONNECTED'],
    ['idle', true, 'DISCONNECTED'],
  ])('socket %s, browser online %j → %s', (phase, online, expected) => {
    expect(networkWidgetState({ phase, closeRequested: false }, online)).toBe(expected);
  });
});

describe('SPEC §4 Socket reconnect policy (reconnect 1 s after error or unrequested close)', () => {
  const connect: SocketEvent = { type: 'connect' };
  const open: SocketEvent = { type: 'open' };
  const error: SocketEvent = { type: 'error' };
  const close: SocketEvent = { type: 'close' };
  const closeRequested: SocketEvent = { type: 'closeRequested' };
  const retry: SocketEvent = { type: 'retry' };
  const reconnect = { kind: 'reconnect', reconnectInMs: 1000 };

  it.each<[string, SocketEvent[], unknown]>([
    ['error while open', [connect, open, error], reconnect],
    ['unrequested close', [connect, open, close], reconnect],
    ['error then its close: one reconnect', [connect, open, error, close], reconnect],
    ['requested close', [connect, open, closeRequested, close], { kind: 'stayClosed' }],
    ['requested close then error', [connect, open, closeRequested, error], { kind: 'stayClosed' }],
    ['connect fails', [connect, error], reconnect],
    ['retry opens again', [connect, open, close, retry, open], { kind: 'none' }],
    ['retry fails again', [connect, open, close, retry, error], reconnect],
    ['connect again after requested close', [connect, closeRequested, connect, open, close], reconnect],
    ['retry after requested close stays closed', [connect, close, closeRequested, retry], { kind: 'stayClosed' }],
    ['no events', [], { kind: 'none' }],
  ])('%s', (_name, events, expected) => {
    expect(reconnectDecisionAfter(events)).toEqual(expected);
  });

  it('schedules exactly one reconnect for an error followed by its close', () => {
    let link: SocketLink = INITIAL_SOCKET_LINK;
    const decisions = [connect, open, error, close].map((event) => {
      const step = socketReconnectReducer(link, event);
      link = step.link;
      return step.decision.kind;
    });
    expect(decisions).toEqual(['none', 'none', 'reconnect', 'none']);
    expect(link).toEqual({ phase: 'waitingToReconnect', closeRequested: false });
  });

  it('ignores an unknown event', () => {
    const link: SocketLink = { phase: 'open', closeRequested: false };
    const step = socketReconnectReducer(link, { type: 'bogus' } as unknown as SocketEvent);
    expect(step).toEqual({ link, decision: { kind: 'none' } });
  });
});
