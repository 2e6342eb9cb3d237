import { describe, expect, it } from 'vitest';
import { callerEngaged, type CallerEvidence } from '../../src/domain/live/caller-engagement';

const nothing: CallerEvidence = { records: [], points: 0, media: 0, chat: [], myChatIdentity: 'operator@public.demo' };

describe('SPEC §4, §8: a caller who engaged has joined (the 5-minute rule is for one who never did)', () => {
  it.each<[string, Partial<CallerEvidence>, boolean]>([
    ['nothing at all', {}, false],
    ['nothing could be read', { records: null, points: null, media: null, chat: null }, false],
    ['the link delivered and read only', { records: [{ status: 'read', permissions: { clicked_link: false } }] }, false],
    ['clicked the link', { records: [{ status: 'sent', permissions: { clicked_link: true } }] }, true],
    ['clicked the link (server text flag)', { records: [{ permissions: { clicked_link: 'true' } }] }, true],
    ['started the live stream', { records: [{ permissions: { start_live_streaming: 1 } }] }, true],
    ['refused the camera, allowed location', { records: [{ permissions: { video: false, audio: false, local: true } }] }, true],
    ['refused everything', { records: [{ permissions: { video: false, audio: false, local: false } }] }, false],
    ['shared a location point', { points: 1 }, true],
    ['sent a photo', { media: 2 }, true],
    ['wrote in the chat', { chat: [{ author: 'Caller', body: 'help' }] }, true],
    ['only the operator wrote', { chat: [{ author: 'Operator@Public.demo ', body: 'are you there?' }] }, false],
    ['a chat message without author', { chat: [{ author: null, body: '?' }, null] }, false],
    ['a null record', { records: [null, { permissions: null }] }, false],
  ])('%s → %s', (_name, evidence, expected) => {
    expect(callerEngaged({ ...nothing, ...evidence })).toBe(expected);
  });
});
