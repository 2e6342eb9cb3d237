import { describe, expect, it } from 'vitest';
import type { CallerDevices, CallerLine, CallerLineEvent } from '../../src/application/ports/caller-line.port';
import { Emitter } from '../../src/application/shared/emitter';
import { PlayedCallFlow } from '../../src/application/training/played-call.flow';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { callerPageHref, PlayedCallViewModel } from '../../src/ui/training/caller/played-call.view-model';

/** A line whose console answers as the test says, recording what the page sent. */
function scriptedLine() {
  const events = new Emitter<CallerLineEvent>();
  const sent: string[] = [];
  const line: CallerLine = {
    find: (link) => sent.push(`find ${link}`),
    claim: (console, link, name) => sent.push(`claim ${console} ${link} ${name}`),
    report: (grant) => sent.push(`report ${JSON.stringify(grant)}`),
    startVideo: async (_media, tracks) => void sent.push(`video ${tracks.join('+')}`),
    sendLocation: (p) => sent.push(`location ${p.lat},${p.long}`),
    say: (body) => sent.push(`say ${body}`),
    hangUp: () => sent.push('hang-up'),
    onEvent: events.event,
    close: () => sent.push('close'),
  };
  return { line, sent, answer: (event: CallerLineEvent) => events.fire(event) };
}

const devices: CallerDevices = {
  openCamera: async () => ({ media: 'webcam', tracks: ['video'], stop: () => undefined }),
  watchPosition: () => () => undefined,
};

function setup(link: string | null) {
  const clock = new VirtualClock();
  const scripted = scriptedLine();
  const vm = new PlayedCallViewModel({ flow: new PlayedCallFlow({ openLine: () => scripted.line, devices, clock }, { link }) }, { link });
  vm.start();
  return { vm, clock, ...scripted };
}

const OFFER = { link: 'link-1', incidentId: '7', title: 'Fire', address: 'Rua A', phone: '+55', taken: false };

describe('the caller page a trainer plays (PlayedCallViewModel)', () => {
  it('lists what the consoles offer, each with the address of its caller page', async () => {
    const { vm, clock, answer } = setup(null);
    answer({ type: 'offers', console: 'c1', offers: [OFFER] });
    await clock.advance(2_000);
    expect(vm.state.phase).toBe('choosing');
    expect(vm.offers.map((offer) => offer.href)).toEqual([callerPageHref('link-1')]);
    expect(callerPageHref('link-1')).toBe('#/training/caller/link-1');
  });

  it('claims its link, starts under the given name, and sends a chat line only when there is one', async () => {
    const { vm, clock, answer, sent } = setup('link-1');
    answer({ type: 'offers', console: 'c1', offers: [OFFER] });
    answer({ type: 'claimed', console: 'c1', link: 'link-1', incident: { id: '7', title: 'Fire', address: 'Rua A' }, chat: [] });
    expect(vm.state.phase).toBe('ready');
    expect(vm.canSend).toBe(false);
    vm.setDraft('  ');
    expect(vm.canSend).toBe(false);
    vm.setDraft('Help');
    vm.send();
    expect(vm.draft).toBe('');

    vm.setName('Ana');
    vm.begin();
    await clock.advance(10);
    expect(vm.state).toMatchObject({ phase: 'live', camera: 'granted', preview: 'webcam' });
    expect(sent).toEqual([
      'find link-1',
      'claim c1 link-1 ',
      'say Help',
      'claim c1 link-1 Ana',
      'report {"privacy_policy":true}',
      'report {"video":true,"audio":false}',
      'video video',
    ]);

    answer({ type: 'ended' });
    expect(vm.state.phase).toBe('ended');
    expect(vm.inCall).toBe(false);
    vm.dispose();
    expect(sent.at(-1)).toBe('close');
  });
});
