import { FakeLatency } from '../../src/adapters/fake/fake-latency';
import { describe, expect, it } from 'vitest';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { INVITED_COLLABORATOR_JOINS_MS, SimulatedCollaborators } from '../../src/adapters/fake/simulation/simulated-collaborators';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';

/** A browser's media factory whose canvas stream arrives when the test says, counting the streams still running. */
function slowMedia() {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const media = {
    running: 0,
    release: () => release(),
    create: async () => {
      await arrived;
      media.running++;
      return { mediaSource: {}, stop: () => void media.running-- };
    },
  };
  return media;
}

describe('the demo world’s invited collaborators stop with their owner', () => {
  it('a collaborator whose media arrives after dispose() starts no broadcast, keeps no stream and schedules no leave', async () => {
    const clock = new VirtualClock();
    const world = new DemoWorld(clock, new FakeLatency(clock, 0), new MemoryStorage(), 7);
    const hub = new LiveHub(world);
    const media = slowMedia();
    const collaborators = new SimulatedCollaborators(world, hub, new IncidentStore(world), media);
    const collab = hub.inviteCollab({ incidentId: '42', tenantId: 'public', phone: '+5521911112222', sendMessageType: 'SMS' });
    await clock.advance(INVITED_COLLABORATOR_JOINS_MS);

    collaborators.dispose();
    media.release();
    await clock.settle();

    expect(clock.pendingTimers()).toBe(0);
    expect(media.running).toBe(0);
    expect(hub.collabByChannel(collab.channel)?.started).toBeFalsy();
  });

  it('an invitation heard after dispose() is not answered', async () => {
    const clock = new VirtualClock();
    const world = new DemoWorld(clock, new FakeLatency(clock, 0), new MemoryStorage(), 7);
    const hub = new LiveHub(world);
    new SimulatedCollaborators(world, hub, new IncidentStore(world), null).dispose();
    hub.inviteCollab({ incidentId: '42', tenantId: 'public', phone: '+5521911112222', sendMessageType: 'SMS' });
    expect(clock.pendingTimers()).toBe(0);
  });
});
