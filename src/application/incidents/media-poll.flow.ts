import { mediaListSignature } from '../../domain/live/live-keys';
import type { MediaItem } from '../../domain/media/media-item';
import { TIMINGS } from '../../domain/shared/constants';
import type { Clock } from '../ports/clock.port';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import { Poller } from '../shared/poller';

/**
 * SPEC §7, §9: the incident's media, fetched at start and then every 5 s; listeners hear the list each time it
 * changes (the first answer always counts as a change). A failed poll is logged and the next one tried; a poll still
 * running when the next is due is not doubled. dispose() stops the timer and drops every listener; a start after it
 * polls again for the listeners added since (React's strict mode mounts a screen twice in development: `npm start`).
 */
export class MediaPollFlow {
  private readonly polling = new DisposableStore();
  private changes = new Emitter<readonly MediaItem[]>();
  private poller: Poller | null = null;
  private incidentId: string | number | null = null;
  private last: string | null = null;
  private current: readonly MediaItem[] = [];

  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Starts (or restarts, for another incident) polling; listeners stay attached. */
  start(incidentId: string | number): void {
    this.stop();
    this.incidentId = incidentId;
    // One poller per incident: a poll of the previous incident still running does not hold back the new first poll.
    const poller = new Poller({
      clock: this.clock,
      intervalMs: TIMINGS.mediaPoll,
      poll: () => this.poll(incidentId),
      onError: (error) =>
        this.logger.warning('media poll failed', { incidentId, error: error instanceof Error ? error.message : String(error) }),
    });
    this.poller = this.polling.add(poller);
    poller.start();
  }

  get media(): readonly MediaItem[] {
    return this.current;
  }

  onChange(listener: (media: readonly MediaItem[]) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  /** Polls now (after an upload or a removal), without moving the 5 s rhythm. */
  refresh(): Promise<void> {
    return this.poller?.now() ?? Promise.resolve();
  }

  dispose(): void {
    this.stop();
    this.changes.dispose();
    this.changes = new Emitter<readonly MediaItem[]>();
  }

  private stop(): void {
    this.polling.clear();
    this.poller = null;
    this.incidentId = null;
    this.last = null;
    this.current = [];
  }

  private async poll(id: string | number): Promise<void> {
    const media = await this.incidents.getIncidentMedia(id);
    if (this.incidentId !== id) return;
    const next = mediaListSignature(media);
    if (next === this.last) return;
    this.last = next;
    this.current = media;
    this.changes.fire(media);
  }
}
