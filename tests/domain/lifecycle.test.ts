import { describe, expect, it } from 'vitest';
import type { Incident } from '../../src/domain/incident/incident';
import { isLifecycle, lifecycleFilterValue, lifecycleOf, type Lifecycle } from '../../src/domain/incident/lifecycle';

const stream = { id: 'vs-1', channel: 'c' };
const at = '2026-11-25T10:00:00Z';

describe('the status an operator sees (SPEC §4: status, videoStream, finishedAt, deletedAt)', () => {
  it.each<[string, Incident | null, Lifecycle]>([
    ['a new incident (DRAFT, no stream)', { status: 'DRAFT' }, 'draft'],
    ['no status word at all', {}, 'draft'],
    ['another status word, still open', { status: 'PUBLISHED' }, 'draft'],
    ['a video stream', { status: 'DRAFT', videoStream: stream }, 'live'],
    ['a stream sent as a non-empty array', { videoStream: [stream] as unknown as Incident['videoStream'] }, 'live'],
    ['an empty stream array', { videoStream: [] as unknown as Incident['videoStream'] }, 'draft'],
    ['finished with its stream still set', { status: 'DRAFT', videoStream: stream, finishedAt: at }, 'finished'],
    ['finished, PUBLISHED', { status: 'PUBLISHED', finishedAt: at }, 'finished'],
    ['finished as epoch ms', { finishedAt: 1_764_064_800_000 as unknown as string }, 'finished'],
    ['a blank finishedAt is not finished', { finishedAt: '  ', videoStream: stream }, 'live'],
    ['deleted', { deletedAt: at }, 'deleted'],
    ['deleted after it finished', { finishedAt: at, deletedAt: at, videoStream: stream }, 'deleted'],
    ['nothing', null, 'draft'],
  ])('%s', (_, incident, lifecycle) => {
    expect(lifecycleOf(incident)).toBe(lifecycle);
  });

  it.each([
    ['draft', true],
    ['finished', true],
    ['DRAFT', false],
    ['PUBLISHED', false],
  ])('%s is a lifecycle: %s', (value, expected) => {
    expect(isLifecycle(value)).toBe(expected);
  });
});

describe('a status filter from an older address (bookmarks keep their list)', () => {
  it.each([
    ['live', 'live'],
    ['DRAFT', 'draft'],
    ['PUBLISHED', 'draft'],
    ['published', 'draft'],
    ['LIVE', 'live'],
    ['FINISHED', 'finished'],
    [' FINISHED ', 'finished'],
    ['DELETED', 'deleted'],
    ['ARCHIVED', 'ARCHIVED'],
  ])('%j -> %j', (value, expected) => {
    expect(lifecycleFilterValue(value)).toBe(expected);
  });
});
