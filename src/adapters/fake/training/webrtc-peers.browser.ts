import { preferVp8 } from '../simulation/caller-media.browser';
import type { AnsweringPeerFactory, OfferingPeerFactory } from './caller-peers';
import type { IceCandidate } from './caller-protocol';

/** How long the operator's end waits for every announced track before playing what has arrived. */
const TRACKS_WAIT_MS = 5_000;

/**
 * One RTCPeerConnection whose remote candidates wait for the remote description (the other tab may send them first).
 * No STUN or TURN server: both tabs are in one browser, so host candidates meet.
 */
function connection(onIce: (candidate: IceCandidate) => void) {
  const pc = new RTCPeerConnection();
  const waiting: IceCandidate[] = [];
  pc.onicecandidate = (event) => {
    if (event.candidate)
      onIce({ candidate: event.candidate.candidate, sdpMid: event.candidate.sdpMid, sdpMLineIndex: event.candidate.sdpMLineIndex });
  };
  return {
    pc,
    addIce(candidate: IceCandidate) {
      if (pc.remoteDescription) void pc.addIceCandidate(candidate).catch(() => undefined);
      else waiting.push(candidate);
    },
    async remote(description: RTCSessionDescriptionInit) {
      await pc.setRemoteDescription(description);
      for (const candidate of waiting.splice(0)) await pc.addIceCandidate(candidate).catch(() => undefined);
    },
  };
}

/** The caller page's end: its camera and microphone sent, video preferring VP8 (SPEC §9). */
export const offeringPeer: OfferingPeerFactory = (media, onIce) => {
  const { pc, addIce, remote } = connection(onIce);
  if (media instanceof MediaStream)
    for (const track of media.getTracks()) {
      const transceiver = pc.addTransceiver(track, { direction: 'sendonly', streams: [media] });
      if (track.kind === 'video') preferVp8(transceiver);
    }
  return {
    async offer() {
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      return offer.sdp ?? '';
    },
    accept: (sdp) => remote({ type: 'answer', sdp }),
    addIce,
    close: () => pc.close(),
  };
};

/** The operator's end: answers, and gives the received tracks as one MediaStream for the live page's video element. */
export const answeringPeer: AnsweringPeerFactory = (onIce, tracks) => {
  const { pc, addIce, remote } = connection(onIce);
  const received = new MediaStream();
  const media = new Promise<unknown>((resolve) => {
    pc.ontrack = (event) => {
      received.addTrack(event.track);
      if (received.getTracks().length >= tracks.length) resolve(received);
    };
    window.setTimeout(() => resolve(received), TRACKS_WAIT_MS);
  });
  return {
    async answer(sdp) {
      await remote({ type: 'offer', sdp });
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      return answer.sdp ?? '';
    },
    addIce,
    media,
    close: () => pc.close(),
  };
};
