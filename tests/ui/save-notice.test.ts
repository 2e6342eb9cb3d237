import { describe, expect, it } from 'vitest';
import type { IncidentEditState } from '../../src/application/incidents/incident-edit.types';
import type { CallFailure } from '../../src/application/shared/failure';
import { saveNoticeOf } from '../../src/ui/incident/live/panels/save-state';

const failing = (lastError: IncidentEditState['lastError']) => ({ lastError }) as IncidentEditState;
const retry = () => {};

describe('saveNoticeOf (SPEC §8: one notice while saves fail)', () => {
  it.each([
    ['no state', null],
    ['no failure', failing(null)],
    ['the form refuses a missing title', failing({ kind: 'required-title' })],
    ['the form refuses its rules', failing({ kind: 'invalid', errors: [] })],
  ])('%s: none', (_name, state) => {
    expect(saveNoticeOf(state, retry)).toBeNull();
  });

  it.each([
    [
      'a refused length: the value_too_long words, Retry now',
      { kind: 'server', message: 'GraphQL error: value too long for type character varying(255)' },
      {
        kind: 'warning',
        key: 'something_is_wrong',
        detail: { key: 'value_too_long' },
        action: { label: { key: 'incident_panels.edit.retry_now' }, run: retry },
      },
    ],
    [
      "the server's words, without GraphQL's prefix, Retry now",
      { kind: 'server', message: 'GraphQL error: Incident is locked' },
      {
        kind: 'warning',
        key: 'something_is_wrong',
        serverText: 'Incident is locked',
        action: { label: { key: 'incident_panels.edit.retry_now' }, run: retry },
      },
    ],
    [
      'a network failure: the words alone, Retry now',
      { kind: 'network' },
      { kind: 'warning', key: 'something_is_wrong', action: { label: { key: 'incident_panels.edit.retry_now' }, run: retry } },
    ],
    ['an ended session: no Retry now', { kind: 'unauthorized' }, { kind: 'warning', key: 'something_is_wrong' }],
  ] as const)('%s', (_name, error, expected) => {
    expect(saveNoticeOf(failing(error as CallFailure), retry)).toEqual(expected);
  });
});
