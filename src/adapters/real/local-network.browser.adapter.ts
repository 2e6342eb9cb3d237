import type { Clock } from '../../application/ports/clock.port';
import type { LocalNetwork } from '../../application/ports/local-network.port';

/** What gathering needs of an RTCPeerConnection (the browser's, or a stand-in in tests). */
export interface IcePeer {
  onicecandidate:
    ((event: { readonly candidate: { readonly candidate?: string; readonly address?: string | null } | null }) => void) | null;
  createDataChannel(label: string): unknown;
  createOffer(): Promise<{ readonly type?: string; readonly sdp?: string }>;
  setLocalDescription(description: { readonly type?: string; readonly sdp?: string }): Promise<void>;
  close(): void;
}

/** The browser's RTCPeerConnection without ICE servers (host candidates only: no request leaves the machine); null when there is none. */
export function browserIcePeer(): IcePeer | null {
  if (typeof RTCPeerConnection !== 'function') return null;
  return new RTCPeerConnection({ iceServers: [] }) as unknown as IcePeer;
}

/** The address of an ICE candidate line (`candidate:<foundation> <component> <protocol> <priority> <address> <port> typ …`). */
export function candidateAddress(candidate: { readonly candidate?: string; readonly address?: string | null }): string | null {
  if (typeof candidate.address === 'string' && candidate.address.trim() !== '') return candidate.address.trim();
  const fields = (candidate.candidate ?? '').trim().split(/\s+/);
  const address = fields[0]?.startsWith('candidate:') ? fields[4] : undefined;
  return address !== undefined && address !== '' ? address : null;
}

/**
 * SPEC §5 operator IPs in a browser: the ICE candidates of a local RTCPeerConnection with no ICE servers, gathered
 * until gathering completes or timeoutMs passes on the Clock, whichever is first; the candidate addresses are answered
 * unfiltered (the domain keeps the private ranges). Browsers that hide host addresses behind mDNS names
 * (`….local`) yield no private address, and the incident is created with none. Never rejects: no WebRTC, or a
 * failing offer, answers what was found so far.
 */
export class BrowserLocalNetwork implements LocalNetwork {
  constructor(
    private readonly clock: Clock,
    private readonly createPeer: () => IcePeer | null = browserIcePeer,
  ) {}

  addresses(timeoutMs: number): Promise<readonly string[]> {
    return new Promise((resolve) => {
      let peer: IcePeer | null;
      try {
        peer = this.createPeer();
      } catch {
        peer = null;
      }
      if (!peer) {
        resolve([]);
        return;
      }
      const found = new Set<string>();
      let done = false;
      const finish = (): void => {
        if (done) return;
        done = true;
        this.clock.clear(timer);
        if (peer) peer.onicecandidate = null;
        try {
          peer?.close();
        } catch {
          // Closing a peer that failed half-way may throw; the addresses found still count.
        }
        resolve([...found]);
      };
      const timer = this.clock.setTimeout(finish, Math.max(0, timeoutMs));
      peer.onicecandidate = (event) => {
        if (event.candidate === null) {
          finish();
          return;
        }
        const address = candidateAddress(event.candidate);
        if (address !== null) found.add(address);
      };
      try {
        peer.createDataChannel('operator-ips');
        peer
          .createOffer()
          .then((offer) => peer?.setLocalDescription(offer))
          .catch(finish);
      } catch {
        finish();
      }
    });
  }
}
