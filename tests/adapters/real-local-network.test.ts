import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { BrowserLocalNetwork, candidateAddress, type IcePeer } from '../../src/adapters/real/local-network.browser.adapter';
import { filterPrivateAddresses } from '../../src/domain/incident/operator-ips';

/** A stand-in RTCPeerConnection: the test emits candidates through `emit` after the offer is set. */
class FakePeer implements IcePeer {
  onicecandidate: IcePeer['onicecandidate'] = null;
  channels: string[] = [];
  localDescription: unknown;
  closed = false;
  constructor(private readonly offerFails = false) {}
  createDataChannel(label: string): unknown {
    this.channels.push(label);
    return {};
  }
  createOffer(): Promise<{ type: string; sdp: string }> {
    return this.offerFails ? Promise.reject(new Error('no webrtc')) : Promise.resolve({ type: 'offer', sdp: 'v=0' });
  }
  setLocalDescription(description: { type?: string; sdp?: string }): Promise<void> {
    this.localDescription = description;
    return Promise.resolve();
  }
  close(): void {
    this.closed = true;
  }
  emit(candidate: string | null, address?: string): void {
    this.onicecandidate?.({ candidate: candidate === null ? null : { candidate, address } });
  }
}

const line = (address: string) => `candidate:1 1 udp 2122260223 ${address} 54321 typ host generation 0`;

describe('BrowserLocalNetwork (SPEC §5 operator IPs, gathered in up to 2 s)', () => {
  it('answers the candidate addresses once gathering completes, de-duplicated, and closes the peer', async () => {
    const clock = new VirtualClock(0);
    const peer = new FakePeer();
    const pending = new BrowserLocalNetwork(clock, () => peer).addresses(2000);
    await clock.settle();
    expect(peer.channels).toHaveLength(1);
    expect(peer.localDescription).toEqual({ type: 'offer', sdp: 'v=0' });
    peer.emit(line('192.168.0.23'));
    peer.emit(line('10.1.2.3'), '10.1.2.3');
    peer.emit(line('192.168.0.23'));
    peer.emit(line('4f1d6c2a-8b3e.local'));
    peer.emit('not a candidate');
    peer.emit(null);
    const found = await pending;
    expect(found).toEqual(['192.168.0.23', '10.1.2.3', '4f1d6c2a-8b3e.local']);
    expect(filterPrivateAddresses(found)).toEqual(['192.168.0.23', '10.1.2.3']);
    expect(peer.closed).toBe(true);
  });

  it('answers what it found when the time limit passes before gathering completes', async () => {
    const clock = new VirtualClock(0);
    const peer = new FakePeer();
    let result: readonly string[] | undefined;
    void new BrowserLocalNetwork(clock, () => peer).addresses(2000).then((r) => (result = r));
    await clock.settle();
    peer.emit(line('172.16.5.4'));
    await clock.advance(1999);
    expect(result).toBeUndefined();
    await clock.advance(1);
    expect(result).toEqual(['172.16.5.4']);
    expect(peer.closed).toBe(true);
    peer.emit(line('10.0.0.9'));
    expect(result).toEqual(['172.16.5.4']);
  });

  it('answers nothing, without waiting, when the browser has no WebRTC', async () => {
    const clock = new VirtualClock(0);
    expect(await new BrowserLocalNetwork(clock, () => null).addresses(2000)).toEqual([]);
    expect(
      await new BrowserLocalNetwork(clock, () => {
        throw new Error('blocked');
      }).addresses(2000),
    ).toEqual([]);
  });

  it('never rejects: a failing offer answers what was found so far', async () => {
    const clock = new VirtualClock(0);
    const peer = new FakePeer(true);
    expect(await new BrowserLocalNetwork(clock, () => peer).addresses(2000)).toEqual([]);
    expect(peer.closed).toBe(true);
  });

  it.each([
    [{ candidate: 'candidate:842163049 1 udp 1677729535 192.168.1.2 56143 typ srflx raddr 0.0.0.0 rport 0' }, '192.168.1.2'],
    [{ candidate: 'candidate:1 1 tcp 1518280447 fe80::1 9 typ host tcptype active' }, 'fe80::1'],
    [{ candidate: 'garbage', address: ' 10.0.0.1 ' }, '10.0.0.1'],
    [{ candidate: '' }, null],
    [{ candidate: 'a b c d e f' }, null],
  ])('candidateAddress(%j) = %j', (candidate, expected) => {
    expect(candidateAddress(candidate)).toBe(expected);
  });
});
