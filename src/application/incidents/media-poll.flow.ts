import type { MediaItem } from '../../domain/media/media-item';
import { TIMINGS } from '../../domain/shared/constants';
import type { Clock, TimerHandle } from '../ports/clock.port';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { Unsubscribe } from '../ports/subscription';

const signature = (items: readonly MediaItem[]): string =>
  JSON.stringify(items.map((m) => [m.id ?? null, m.url ?? null, m.thumbnailUrl ?? null, m.typeContent ?? null, m.filename ?? null]));

/**
 * SPEC §7, §9: the incident's media, fetched at start and then every 5 s; listeners hear the list each time it
 * changes (the first answer always counts as a change). A failed poll is logged and the next one tried; a poll still
 * running when the next is due is not doubled. dispose() stops the timer and drops every listener.
 */
export class MediaPollFlow {
  private timer: TimerHandle | undefined;
  private incidentId: string | number | null = null;
  private last: string | null = null;
  private inFlight: string | number | null = null;
  private current: readonly MediaItem[] = [];
  private readonly listeners = new Set<(media: readonly MediaItem[]) => void>();

  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Starts (or restarts, for another incident) polling; listeners stay attached. */
  start(incidentId: string | number): void {
    this.stop();
    this.incidentId = incidentId;
    this.timer = this.clock.setInterval(() => void this.poll(), TIMINGS.mediaPoll);
    void this.poll();
  }

  get media(): readonly MediaItem[] {
    return this.current;
  }

  onChange(listener: (media: readonly MediaItem[]) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Polls now (after an upload or a removal), without moving the 5 s rhythm. */
  refresh(): Promise<void> {
    return this.poll();
  }

  dispose(): void {
    this.stop();
    this.listeners.clear();
  }

  private stop(): void {
    this.clock.clear(this.timer);
    this.timer = undefined;
    this.incidentId = null;
    this.last = null;
    this.current = [];
  }

  private async poll(): Promise<void> {
    const id = this.incidentId;
    if (id === null || this.inFlight === id) return;
    this.inFlight = id;
    try {
      const media = await this.incidents.getIncidentMedia(id);
      if (this.incidentId !== id) return;
      const next = signature(media);
      if (next !== this.last) {
        this.last = next;
        this.current = media;
        for (const listener of [...this.listeners]) listener(media);
      }
    } catch (error) {
      this.logger.warning('media poll failed', { incidentId: id, error: error instanceof Error ? error.message : String(error) });
    } finally {
      if (this.inFlight === id) this.inFlight = null;
    }
  }
}
