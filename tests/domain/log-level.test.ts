import { describe, expect, it } from 'vitest';
import { isLevelEnabled, parseLogLevel } from '../../src/domain/shared/log-level';

describe('SPEC §3 Logging levels: off, error, warning, info, debug', () => {
  it.each([
    ['off', 'error', false],
    ['off', 'debug', false],
    ['error', 'error', true],
    ['error', 'warning', false],
    ['warning', 'error', true],
    ['warning', 'warning', true],
    ['warning', 'info', false],
    ['info', 'info', true],
    ['info', 'debug', false],
    ['debug', 'debug', true],
    ['debug', 'error', true],
  ] as const)('configured %s writes %s: %s', (configured, level, expected) => {
    expect(isLevelEnabled(configured, level)).toBe(expected);
  });

  it.each([
    ['debug', 'debug'],
    [' WARNING ', 'warning'],
    ['verbose', 'info'],
    ['', 'info'],
    [null, 'info'],
    [undefined, 'info'],
    ['x'.repeat(100_000), 'info'],
  ])('parses %j as %s', (value, expected) => {
    expect(parseLogLevel(value as string | null | undefined, 'info')).toBe(expected);
  });
});
