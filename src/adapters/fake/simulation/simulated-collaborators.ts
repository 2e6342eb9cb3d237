import type { TimerHandle } from '../../../application/ports/clock.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import type { DemoWorld } from '../demo-world/demo-world';
import type { IncidentStore } from '../demo-world/incident-store';
import type { LiveHub } from '../demo-world/live-hub';
import type { HubCollabStream } from '../demo-world/collab-streams';
import { svgImageDataUrl } from '../demo-world/media-images';
import type { CallerMediaFactory } from './caller-media-factory';

/** How long after the operator's invitation the simulated collaborator starts broadcasting. */
export const INVITED_COLLABORATOR_JOINS_MS = 4_000;
/** How long an invited collaborator broadcasts before leaving. */
export const INVITED_COLLABORATOR_STAYS_MS = 30_000;

/** The names the demo's invited collaborators go by, picked by the invited phone's last digit. */
const COLLABORATOR_NAMES = [
  'Rafael Costa',
  'Lucía Gómez',
  'André Lima',
  'Camila Rojas',
  'Diego Martins',
  'Sofía Herrera',
  'Paulo Nunes',
  'Valentina Ruiz',
  'Tiago Alves',
  'Isabel Duarte',
];

export function invitedCollaboratorName(phone: string): string {
  const digit = /(\d)\D*$/.exec(phone)?.[1];
  return COLLABORATOR_NAMES[digit ? Number(digit) : 0]!;
}

interface Broadcast {
  readonly channel: string;
  readonly incidentId: string;
  readonly tenantId: string | null;
  readonly name: string;
  media: { readonly mediaSource: unknown; stop(): void } | null;
}

/**
 * The demo world's collaborators: someone the operator invited through the share modal (send-link-collab) starts
 * broadcasting on their collab channel a few seconds later and leaves after a while; a scenario's
 * `collaboratorJoins` / `collaboratorLeaves` steps drive one too. In a browser each publishes a synthetic video
 * made by the same media factory as the simulated caller (a canvas stream with their name on it). When one leaves,
 * their recording is added to the incident's media as a file whose extension makes it a video (SPEC §9).
 */
export class SimulatedCollaborators {
  private readonly broadcasts = new Map<string, Broadcast>();
  private readonly timers = new Set<TimerHandle>();
  private readonly stopListening: Unsubscribe;
  private recordings = 0;
  private disposed = false;

  constructor(
    private readonly world: DemoWorld,
    private readonly hub: LiveHub,
    private readonly store: IncidentStore,
    private readonly media: CallerMediaFactory | null,
  ) {
    this.stopListening = hub.onCollabInvited((collab) => this.invited(collab));
  }

  /**
   * A collaborator starts broadcasting into the incident (on its newest collab channel, else a new one); null when the
   * demo world was disposed meanwhile (their media, made in the meantime, is stopped at once).
   */
  async join(incidentId: string, name: string, channel?: string): Promise<HubCollabStream | null> {
    const media = this.media ? await this.media.create(name, this.world.clock.now()).catch(() => null) : null;
    if (this.disposed) {
      media?.stop();
      return null;
    }
    const collab = this.hub.startCollabBroadcast(incidentId, { ...(channel ? { channel } : {}), name, mediaSource: media?.mediaSource });
    this.broadcasts.get(collab.channel)?.media?.stop();
    this.broadcasts.set(collab.channel, { channel: collab.channel, incidentId, tenantId: collab.tenantId, name, media });
    return collab;
  }

  /** The incident's collaborators leave (or the one on `channel`); each leaves a recording in the incident's media. */
  async leave(incidentId: string, channel?: string): Promise<readonly string[]> {
    const leaving = [...this.broadcasts.values()].filter((b) => b.incidentId === incidentId && (!channel || b.channel === channel));
    for (const broadcast of leaving) {
      this.broadcasts.delete(broadcast.channel);
      this.hub.stopCollabBroadcast(broadcast.channel);
      broadcast.media?.stop();
      await this.keepRecording(broadcast).catch(() => undefined);
    }
    return leaving.map((b) => b.name);
  }

  /** The incident's live stream ended: its collaborators' apps leave their channels, without a recording. */
  endIncident(incidentId: string): void {
    for (const broadcast of [...this.broadcasts.values()]) {
      if (broadcast.incidentId !== incidentId) continue;
      this.broadcasts.delete(broadcast.channel);
      this.hub.stopCollabBroadcast(broadcast.channel);
      broadcast.media?.stop();
    }
  }

  dispose(): void {
    this.disposed = true;
    this.stopListening();
    for (const timer of this.timers) this.world.clock.clear(timer);
    this.timers.clear();
    for (const broadcast of this.broadcasts.values()) broadcast.media?.stop();
    this.broadcasts.clear();
  }

  private invited(collab: HubCollabStream): void {
    const name = invitedCollaboratorName(collab.phone);
    this.after(INVITED_COLLABORATOR_JOINS_MS, () => {
      void this.join(collab.incidentId, name, collab.channel).then((joined) => {
        if (joined) this.after(INVITED_COLLABORATOR_STAYS_MS, () => void this.leave(collab.incidentId, collab.channel));
      });
    });
  }

  private after(ms: number, work: () => void): void {
    const handle = this.world.clock.setTimeout(() => {
      this.timers.delete(handle);
      work();
    }, ms);
    this.timers.add(handle);
  }

  /** What the collaborator's app uploads when they stop: their broadcast, as an .mkv file (SPEC §9: a video). */
  private async keepRecording(broadcast: Broadcast): Promise<void> {
    if (!broadcast.tenantId) return;
    const url = svgImageDataUrl(broadcast.name, 'Collaborator recording', 200);
    this.recordings++;
    await this.store.addMedia(broadcast.tenantId, broadcast.incidentId, {
      url,
      thumbnailUrl: url,
      typeContent: 'file',
      filename: `collaborator-${broadcast.channel}-${this.recordings}.mkv`,
      originalIncidentId: broadcast.incidentId,
    });
  }
}
