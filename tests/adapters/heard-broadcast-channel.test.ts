import { describe, expect, it } from 'vitest';
import { openBroadcastTrainingChannel } from '../../src/adapters/fake/training/broadcast-channel.browser';
import type { TrainingMessage } from '../../src/adapters/fake/training/caller-protocol';

const NAME = 'demo-training-caller';
const find = (callerId: string) => ({ from: 'caller', type: 'find', callerId, link: null });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a caller pages channel the tab opened before the host listened (HeardChannel)', () => {
  it('gives its first listener what it heard before, in order, then what comes after, each once', async () => {
    const page = new BroadcastChannel(NAME);
    const tab = new BroadcastChannel(NAME);
    const heard: unknown[] = [];
    const early = (event: MessageEvent) => heard.push(event.data);
    tab.addEventListener('message', early);
    page.postMessage(find('one'));
    page.postMessage({ stray: true });
    page.postMessage(find('two'));
    await settle();
    tab.removeEventListener('message', early);

    const channel = openBroadcastTrainingChannel({ channel: tab, heard });
    const got: TrainingMessage[] = [];
    channel.onMessage((message) => got.push(message));
    page.postMessage(find('three'));
    await settle();
    // A second listener hears only what comes after it.
    const later: TrainingMessage[] = [];
    channel.onMessage((message) => later.push(message));
    page.postMessage(find('four'));
    await settle();

    expect(got.map((message) => (message.from === 'caller' ? message.callerId : ''))).toEqual(['one', 'two', 'three', 'four']);
    expect(later.map((message) => (message.from === 'caller' ? message.callerId : ''))).toEqual(['four']);
    channel.close();
    page.close();
  });
});
