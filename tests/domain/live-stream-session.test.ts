import { describe, expect, it } from 'vitest';
import {
  END_EFFECTS,
  INITIAL_STREAM_SESSION,
  streamSessionReducer,
  type StreamEvent,
  type StreamSession,
  type StreamEffect,
} from '../../src/domain/live/stream-session';

function run(events: readonly StreamEvent[], from: StreamSession = INITIAL_STREAM_SESSION) {
  let state = from;
  const effects: StreamEffect[] = [];
  for (const event of events) {
    const step = streamSessionReducer(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const joined = (uid: string | number): StreamEvent => ({ type: 'remoteUserJoined', uid });
const published = (uid: string | number, kind: string): StreamEvent => ({ type: 'remoteUserPublished', uid, kind });
const unpublished = (uid: string | number, kind: string): StreamEvent => ({ type: 'remoteUserUnpublished', uid, kind });
const left = (uid: string | number): StreamEvent => ({ type: 'remoteUserLeft', uid });
const selected = (uid: string | number | null): StreamEvent => ({ type: 'streamSelected', uid });

const shown = run([joined(7), published(7, 'video'), published(7, 'audio'), selected(7)]).state;

describe('SPEC §4 Stream session: waiting → remoteJoined → published → streamShown', () => {
  it('walks the happy path with its effects', () => {
    const steps: StreamEvent[] = [joined(7), published(7, 'video'), selected(7)];
    let state = INITIAL_STREAM_SESSION;
    const trace = steps.map((event) => {
      const step = streamSessionReducer(state, event);
      state = step.state;
      return [step.state.phase, step.effects];
    });
    expect(trace).toEqual([
      ['remoteJoined', []],
      ['published', [{ type: 'subscribe', uid: '7', kind: 'video' }]],
      ['streamShown', [{ type: 'showStream', uid: '7' }]],
    ]);
    expect(state).toEqual({
      phase: 'streamShown',
      remoteUsers: [{ uid: '7', audio: false, video: true }],
      selectedUid: '7',
      endCause: null,
    });
  });

  it.each<[string, StreamEvent[], Partial<StreamSession>]>([
    [
      'numeric and string uids are the same user',
      [joined(7), joined('7'), joined(' 7 ')],
      { phase: 'remoteJoined', remoteUsers: [{ uid: '7', audio: false, video: false }] },
    ],
    [
      'audio only is published but cannot be shown',
      [joined(1), published(1, 'audio'), selected(1)],
      { phase: 'published', selectedUid: null },
    ],
    [
      'kind is case-insensitive',
      [joined(1), published(1, ' VIDEO ')],
      { phase: 'published', remoteUsers: [{ uid: '1', audio: false, video: true }] },
    ],
    [
      'selecting another user switches the stream',
      [joined(1), joined(2), published(1, 'video'), published(2, 'video'), selected(1), selected(2)],
      { phase: 'streamShown', selectedUid: '2' },
    ],
    [
      'shown user stops video → back to published',
      [joined(1), joined(2), published(1, 'video'), published(2, 'audio'), selected(1), unpublished(1, 'video')],
      { phase: 'published', selectedUid: null },
    ],
    ['only publisher unpublishes → remoteJoined', [joined(1), published(1, 'video'), unpublished(1, 'video')], { phase: 'remoteJoined' }],
    [
      'shown user unpublishes audio only → still shown',
      [joined(1), published(1, 'video'), published(1, 'audio'), selected(1), unpublished(1, 'audio')],
      { phase: 'streamShown', selectedUid: '1' },
    ],
    [
      'shown user leaves, another remains → remoteJoined',
      [joined(1), joined(2), published(1, 'video'), selected(1), left(1)],
      { phase: 'remoteJoined', selectedUid: null, remoteUsers: [{ uid: '2', audio: false, video: false }] },
    ],
    [
      'a non-shown user leaves → still shown',
      [joined(1), joined(2), published(1, 'video'), selected(1), left(2)],
      { phase: 'streamShown', selectedUid: '1' },
    ],
  ])('%s', (_name, events, expected) => {
    expect(run(events).state).toMatchObject(expected);
  });

  it('hides the stream when the shown user leaves or stops video', () => {
    expect(run([joined(1), joined(2), published(1, 'video'), selected(1), left(1)]).effects).toContainEqual({
      type: 'hideStream',
      uid: '1',
    });
    expect(run([joined(1), published(1, 'video'), selected(1), unpublished(1, 'video')]).effects.at(-1)).toEqual({
      type: 'hideStream',
      uid: '1',
    });
  });
});

describe('SPEC §4 Stream session end causes and what they lead to', () => {
  const stopEffects = [{ type: 'leaveChannel' }, { type: 'clearIncident' }, { type: 'goToList' }];
  it.each<[string, StreamEvent, string, unknown[]]>([
    [
      'operator stop: stop sent, incident cleared, back to the list',
      { type: 'operatorStop' },
      'operatorStop',
      [{ type: 'sendStopLiveStream' }, ...stopEffects],
    ],
    ['server stop event: incident cleared, back to the list', { type: 'serverStopEvent' }, 'serverStop', stopEffects],
    ['caller left (last remote user): incident cleared, back to the list', left(7), 'callerLeft', stopEffects],
    ['incident deleted: incident cleared, back to the list', { type: 'incidentDeleted' }, 'incidentDeleted', stopEffects],
    [
      'another operator took control: leave and warn take-over',
      { type: 'activeOperatorChanged', otherOperatorId: 9, myId: 3 },
      'takeOver',
      [{ type: 'leaveChannel' }, { type: 'showWarning', key: 'take-over' }],
    ],
  ])('%s', (_name, event, cause, effects) => {
    const step = streamSessionReducer(shown, event);
    expect(step.state.phase).toBe('ended');
    expect(step.state.endCause).toBe(cause);
    expect(step.state.selectedUid).toBeNull();
    expect(step.effects).toEqual(effects);
    expect(END_EFFECTS[cause as keyof typeof END_EFFECTS]).toEqual(effects);
  });

  it.each<[string, StreamEvent]>([
    ['operator stop', { type: 'operatorStop' }],
    ['server stop', { type: 'serverStopEvent' }],
    ['take-over', { type: 'activeOperatorChanged', otherOperatorId: '2', myId: '1' }],
  ])('%s also ends a session still waiting for the caller', (_name, event) => {
    expect(streamSessionReducer(INITIAL_STREAM_SESSION, event).state.phase).toBe('ended');
  });
});

describe('SPEC §4 Stream session: invalid transitions leave the state unchanged', () => {
  const ended = streamSessionReducer(shown, { type: 'operatorStop' }).state;
  it.each<[string, StreamSession, StreamEvent]>([
    ['publish before join', INITIAL_STREAM_SESSION, published(1, 'video')],
    ['publish of unknown kind', shown, published(7, 'screen')],
    ['publish with null kind', shown, published(7, null as unknown as string)],
    ['publish already published track', shown, published(7, 'video')],
    ['unpublish unknown user', shown, unpublished(99, 'video')],
    ['unpublish a track not published', run([joined(1)]).state, unpublished(1, 'video')],
    ['unknown user leaves', shown, left(99)],
    ['select unknown user', shown, selected(99)],
    ['select user without video', run([joined(1), published(1, 'audio')]).state, selected(1)],
    ['select null', shown, selected(null)],
    ['select already shown', shown, selected(7)],
    ['join with empty uid', INITIAL_STREAM_SESSION, joined('   ')],
    ['join with NaN uid', INITIAL_STREAM_SESSION, joined(Number.NaN)],
    ['join with a 100k uid twice', run([joined('u'.repeat(100_000))]).state, joined('u'.repeat(100_000))],
    ['active operator is me', shown, { type: 'activeOperatorChanged', otherOperatorId: 3, myId: '3' }],
    ['active operator unknown', shown, { type: 'activeOperatorChanged', otherOperatorId: null, myId: '3' }],
    ['my id unknown', shown, { type: 'activeOperatorChanged', otherOperatorId: '9', myId: '' }],
    ['unknown event', shown, { type: 'teleport' } as unknown as StreamEvent],
    ['any event after the end: join', ended, joined(8)],
    ['any event after the end: stop', ended, { type: 'operatorStop' }],
    ['any event after the end: take-over', ended, { type: 'activeOperatorChanged', otherOperatorId: 9, myId: 3 }],
  ])('%s', (_name, state, event) => {
    const step = streamSessionReducer(state, event);
    expect(step.state).toBe(state);
    expect(step.effects).toEqual([]);
  });
});
