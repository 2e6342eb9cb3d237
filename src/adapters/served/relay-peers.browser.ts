import type { Unsubscribe } from '../../application/ports/subscription';
import type { RelaySocket } from './relay-socket';

export interface MediaReceiver {
  close(): void;
}

/** How long a viewer waits for the sender's offer before asking again (the sender's page may be reloading). */
const ASK_AGAIN_MS = 4_000;

/**
 * A viewer's end of one browser's media: asks the sender (its relay peer) for it, answers the sender's offer and
 * hands the received tracks, as one stream, to `onStream`. Closed, it tells the sender it no longer watches.
 */
export function receiveFrom(relay: RelaySocket, peer: string, channel: string, onStream: (stream: MediaStream) => void): MediaReceiver {
  const pc = new RTCPeerConnection();
  const stream = new MediaStream();
  const waiting: RTCIceCandidateInit[] = [];
  let offered = false;
  pc.onicecandidate = (event) => {
    if (event.candidate)
      relay.signal(peer, {
        kind: 'ice',
        candidate: { candidate: event.candidate.candidate, sdpMid: event.candidate.sdpMid, sdpMLineIndex: event.candidate.sdpMLineIndex },
      });
  };
  pc.ontrack = (event) => {
    stream.addTrack(event.track);
    onStream(stream);
  };
  const listening: Unsubscribe = relay.onFrame((frame) => {
    if (frame.type !== 'signal' || frame.from !== peer) return;
    const data = frame.data;
    if (data.kind === 'offer' && !offered) {
      offered = true;
      void (async () => {
        await pc.setRemoteDescription({ type: 'offer', sdp: data.sdp });
        for (const candidate of waiting.splice(0)) await pc.addIceCandidate(candidate).catch(() => undefined);
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        relay.signal(peer, { kind: 'answer', sdp: answer.sdp ?? '' });
      })().catch(() => undefined);
    } else if (data.kind === 'ice') {
      if (pc.remoteDescription) void pc.addIceCandidate(data.candidate).catch(() => undefined);
      else waiting.push(data.candidate);
    }
  });
  const ask = () => {
    if (!offered) relay.signal(peer, { kind: 'want', channel });
  };
  ask();
  const again = setInterval(ask, ASK_AGAIN_MS);
  return {
    close() {
      clearInterval(again);
      listening();
      relay.signal(peer, { kind: 'bye' });
      pc.close();
    },
  };
}
