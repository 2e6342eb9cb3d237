import type { GeoPosition } from '../../application/ports/geolocation.port';
import type { Unsubscribe } from '../../application/ports/subscription';
import type { CallerGrant, CallerLine, CallerLineEvent, CallerTrackKind } from '../../application/training/ports/caller-line.port';
import type { OfferingPeer, OfferingPeerFactory } from '../fake/training/caller-peers';
import { readTrainingMessage, type TrainingChannel, type TrainingMessage } from '../fake/training/caller-protocol';
import { ChannelCallerLine } from '../fake/training/channel-caller-line';
import type { RelaySocket } from './relay-socket';

/** The played-call protocol over the relay socket: the caller page's words to the server's caller host, and back. */
function relayTrainingChannel(relay: RelaySocket): TrainingChannel {
  return {
    post: (message: TrainingMessage) =>
      void relay
        .connect()
        .then(() => relay.send({ type: 'caller', message: { ...message } }))
        .catch(() => undefined),
    onMessage: (listener) =>
      relay.onFrame((frame) => {
        const message = frame.type === 'host' ? readTrainingMessage(frame.message) : null;
        if (message) listener(message);
      }),
    close: () => relay.close(),
  };
}

/**
 * The caller page on the served console: it speaks the played-call protocol to the server (which plays its link in
 * the demo world), and sends its camera and microphone to each browser that watches the call, one WebRTC connection
 * per viewer (each viewer asks for it through the server; no media goes through the server).
 */
export class RelayCallerLine implements CallerLine {
  private readonly line: ChannelCallerLine;
  private readonly listening: Unsubscribe[];
  private link: string | null = null;
  private media: { readonly stream: unknown; readonly tracks: readonly CallerTrackKind[] } | null = null;
  private readonly viewers = new Map<string, OfferingPeer>();

  constructor(
    private readonly relay: RelaySocket,
    private readonly peers: OfferingPeerFactory,
    callerId: string,
  ) {
    this.line = new ChannelCallerLine(relayTrainingChannel(relay), peers, callerId);
    this.listening = [
      this.line.onEvent((event) => {
        if (event.type === 'claimed') this.link = event.link;
        if (event.type === 'refused' || event.type === 'ended') this.stopSending();
      }),
      relay.onFrame((frame) => {
        if (frame.type === 'signal') this.signalled(frame.from, frame.data);
      }),
    ];
  }

  find(link: string | null): void {
    this.line.find(link);
  }

  claim(console: string, link: string, name: string): void {
    this.link = link;
    this.line.claim(console, link, name);
  }

  report(grant: CallerGrant): void {
    this.line.report(grant);
  }

  async startVideo(media: unknown, tracks: readonly CallerTrackKind[]): Promise<void> {
    this.closeViewers();
    this.media = { stream: media, tracks };
    if (this.link) this.relay.send({ type: 'caller.media', link: this.link, tracks: [...tracks] });
  }

  sendLocation(position: GeoPosition): void {
    this.line.sendLocation(position);
  }

  say(body: string): void {
    this.line.say(body);
  }

  hangUp(): void {
    this.line.hangUp();
    this.stopSending();
  }

  onEvent(listener: (event: CallerLineEvent) => void): Unsubscribe {
    return this.line.onEvent(listener);
  }

  close(): void {
    this.stopSending();
    for (const stop of this.listening) stop();
    this.line.close();
  }

  private signalled(viewer: string, data: Parameters<RelaySocket['signal']>[1]): void {
    switch (data.kind) {
      case 'want': {
        if (!this.media || this.viewers.has(viewer)) return;
        const peer = this.peers(this.media.stream, (candidate) => this.relay.signal(viewer, { kind: 'ice', candidate }));
        this.viewers.set(viewer, peer);
        void peer
          .offer()
          .then((sdp) => {
            if (this.viewers.get(viewer) === peer) this.relay.signal(viewer, { kind: 'offer', sdp });
          })
          .catch(() => this.drop(viewer));
        return;
      }
      case 'answer':
        void this.viewers
          .get(viewer)
          ?.accept(data.sdp)
          .catch(() => this.drop(viewer));
        return;
      case 'ice':
        return this.viewers.get(viewer)?.addIce(data.candidate);
      case 'bye':
        return this.drop(viewer);
      case 'offer':
        return;
    }
  }

  private drop(viewer: string): void {
    this.viewers.get(viewer)?.close();
    this.viewers.delete(viewer);
  }

  private closeViewers(): void {
    for (const viewer of [...this.viewers.keys()]) this.drop(viewer);
  }

  private stopSending(): void {
    this.closeViewers();
    this.media = null;
    this.link = null;
  }
}
