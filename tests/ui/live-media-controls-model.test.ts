import { describe, expect, it, vi } from 'vitest';
import type { LiveSessionFlow } from '../../src/application/live/live-session.flow';
import { err, ok } from '../../src/domain/shared/result';
import { LiveMediaControlsModel } from '../../src/ui/incident/live/live-media-controls.model';

/** A session that answers each media command as it is told, and records what it was asked. */
function fakeSession(answers: { select?: string; mute?: string; broadcast?: string } = {}) {
  const asked: string[] = [];
  const session = {
    state: { muted: false, broadcasting: false },
    attached: null as unknown,
    attachPlayback(target: unknown) {
      this.attached = target;
    },
    selectStream: (uid: string) => (asked.push(`select ${uid}`), answers.select ? err(answers.select) : ok(undefined)),
    setMuted: (muted: boolean) => (asked.push(`mute ${muted}`), answers.mute ? err(answers.mute) : ok(undefined)),
    startBroadcast: async () => (asked.push('broadcast on'), answers.broadcast ? err(answers.broadcast) : ok(undefined)),
    stopBroadcast: async () => (asked.push('broadcast off'), ok(undefined)),
    toggleBlurAll: () => void asked.push('blur'),
    resumeAudio: async () => void asked.push('audio'),
  };
  return { session, asked };
}

function setup(options: { session?: unknown; mayCopy?: boolean; link?: string | null; copyFails?: boolean } = {}) {
  const messages: string[] = [];
  let current = (options.session ?? null) as LiveSessionFlow | null;
  const copy = vi.fn(async () => {
    if (options.copyFails) throw new Error('clipboard refused');
  });
  const media = new LiveMediaControlsModel(
    { copy, viewLink: async () => (options.link === undefined ? 'https://console.example/#/t/incident/live/7/view' : options.link) },
    { session: () => current, mayCopyLink: () => options.mayCopy ?? true, showMessage: (key) => messages.push(key) },
  );
  return { media, messages, copy, setSession: (session: unknown) => (current = session as LiveSessionFlow) };
}

describe('LiveMediaControlsModel (SPEC §2, §4 the call media on the live page)', () => {
  it.each([
    [
      'select a stream',
      (m: LiveMediaControlsModel) => m.selectStream('u2'),
      { select: 'live.stream_unknown' },
      'select u2',
      'live.stream_unknown',
    ],
    ['mute', (m: LiveMediaControlsModel) => m.toggleMuted(), { mute: 'live.not_published' }, 'mute true', 'live.not_published'],
    [
      'broadcast',
      (m: LiveMediaControlsModel) => m.toggleBroadcast(),
      { broadcast: 'live.broadcast_failed' },
      'broadcast on',
      'live.broadcast_failed',
    ],
  ])('%s: the session is asked, and its refusal shows as a message', async (_name, act, answers, command, message) => {
    const accepting = fakeSession();
    const ok = setup({ session: accepting.session });
    await act(ok.media);
    expect(accepting.asked).toEqual([command]);
    expect(ok.messages).toEqual([]);

    const refusing = fakeSession(answers);
    const refused = setup({ session: refusing.session });
    await act(refused.media);
    expect(refusing.asked).toEqual([command]);
    expect(refused.messages).toEqual([message]);
  });

  it('blur and the blocked audio go to the session; with no session every command does nothing', async () => {
    const { session, asked } = fakeSession();
    const { media, setSession, messages } = setup();
    media.toggleBlurAll();
    media.resumeAudio();
    media.toggleMuted();
    await media.toggleBroadcast();
    media.selectStream('u1');
    expect(asked).toEqual([]);
    setSession(session);
    media.toggleBlurAll();
    media.resumeAudio();
    expect(asked).toEqual(['blur', 'audio']);
    expect(messages).toEqual([]);
  });

  it('keeps the video element, so a session started later plays into it too', () => {
    const { media, setSession } = setup();
    const video = {} as HTMLVideoElement;
    media.attachPlayback(video);
    const first = fakeSession().session;
    media.sessionStarted(first as never);
    expect(first.attached).toBe(video);
    setSession(first);
    media.attachPlayback(null);
    expect(first.attached).toBeNull();
    const second = fakeSession().session;
    media.sessionStarted(second as never);
    expect(second.attached).toBeNull();
  });

  it('copies the view link only while it may; a link that cannot be made or copied says so', async () => {
    const refused = setup({ mayCopy: false });
    await refused.media.copyLink();
    expect(refused.copy).not.toHaveBeenCalled();
    expect(refused.media.linkCopied).toBe(false);

    const copied = setup();
    await copied.media.copyLink();
    expect(copied.copy).toHaveBeenCalledWith('https://console.example/#/t/incident/live/7/view');
    expect(copied.media.linkCopied).toBe(true);

    for (const failing of [setup({ link: null }), setup({ copyFails: true })]) {
      await failing.media.copyLink();
      expect(failing.media.linkCopied).toBe(false);
      expect(failing.messages).toEqual(['incident_live.copy_failed']);
    }
  });
});
