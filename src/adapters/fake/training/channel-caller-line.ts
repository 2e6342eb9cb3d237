import type { CallerGrant, CallerLine, CallerLineEvent, CallerTrackKind } from '../../../application/training/ports/caller-line.port';
import type { GeoPosition } from '../../../application/ports/geolocation.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import type { OfferingPeer, OfferingPeerFactory } from './caller-peers';
import type { CallerMessage, TrainingChannel, TrainingMessage } from './caller-protocol';

type Outgoing = CallerMessage extends infer M
  ? M extends { hostId: string }
    ? Omit<M, 'from' | 'callerId' | 'hostId' | 'link'>
    : never
  : never;

/**
 * The caller page's end of the training channel (CallerLine): it speaks the caller's side of the protocol to the one
 * console it claimed, and carries the camera to it over WebRTC (the offer from here, the answer and the candidates
 * through the channel). Messages of other consoles, or for other caller pages, are not heard.
 */
export class ChannelCallerLine implements CallerLine {
  private readonly events = new Emitter<CallerLineEvent>();
  private readonly listening: Unsubscribe;
  private seat: { console: string; link: string } | null = null;
  private peer: OfferingPeer | null = null;

  constructor(
    private readonly channel: TrainingChannel,
    private readonly peers: OfferingPeerFactory,
    readonly callerId: string,
  ) {
    this.listening = channel.onMessage((message) => this.hear(message));
  }

  find(link: string | null): void {
    this.channel.post({ from: 'caller', type: 'find', callerId: this.callerId, link });
  }

  claim(console: string, link: string, name: string): void {
    this.seat = { console, link };
    this.send({ type: 'claim', name });
  }

  report(grant: CallerGrant): void {
    this.send({ type: 'permissions', grant });
  }

  async startVideo(media: unknown, tracks: readonly CallerTrackKind[]): Promise<void> {
    this.peer?.close();
    const peer = this.peers(media, (candidate) => this.send({ type: 'ice', candidate }));
    this.peer = peer;
    const sdp = await peer.offer();
    if (this.peer === peer) this.send({ type: 'offer', sdp, tracks });
  }

  sendLocation(position: GeoPosition): void {
    this.send({ type: 'location', lat: position.lat, long: position.long });
  }

  say(body: string): void {
    this.send({ type: 'chat', body });
  }

  hangUp(): void {
    this.send({ type: 'hang-up' });
    this.dropPeer();
    this.seat = null;
  }

  onEvent(listener: (event: CallerLineEvent) => void): Unsubscribe {
    return this.events.event(listener);
  }

  close(): void {
    this.dropPeer();
    this.listening();
    this.events.dispose();
    this.channel.close();
  }

  private send(message: Outgoing): void {
    if (!this.seat) return;
    this.channel.post({
      ...message,
      from: 'caller',
      callerId: this.callerId,
      hostId: this.seat.console,
      link: this.seat.link,
    } as CallerMessage);
  }

  private hear(message: TrainingMessage): void {
    if (message.from !== 'host') return;
    if (message.type === 'ready') return this.events.fire({ type: 'console-ready', console: message.hostId });
    if (message.callerId !== this.callerId) return;
    if (message.type === 'offers') return this.events.fire({ type: 'offers', console: message.hostId, offers: message.offers });
    if (!this.seat || message.hostId !== this.seat.console || message.link !== this.seat.link) return;
    switch (message.type) {
      case 'claimed':
        return this.events.fire({
          type: 'claimed',
          console: message.hostId,
          link: message.link,
          incident: message.incident,
          chat: message.chat,
        });
      case 'refused':
        this.seat = null;
        return this.events.fire({ type: 'refused', link: message.link, reason: message.reason });
      case 'answer':
        void this.peer?.accept(message.sdp).catch(() => undefined);
        return;
      case 'ice':
        return this.peer?.addIce(message.candidate);
      case 'chat':
        return this.events.fire({ type: 'chat', line: message.line });
      case 'prompt':
        return typeof message.body === 'string' ? this.events.fire({ type: 'prompt', body: message.body }) : undefined;
      case 'ended':
        this.dropPeer();
        this.seat = null;
        return this.events.fire({ type: 'ended' });
    }
  }

  private dropPeer(): void {
    this.peer?.close();
    this.peer = null;
  }
}
