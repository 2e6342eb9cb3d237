import type { Clock } from '../../../application/ports/clock.port';
import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import { chatConversationName } from '../../../domain/sharing/chat-conversation';
import type { DrillEvent, DrillEventKind } from '../../../domain/training/drill-event';
import { alertOfStep, type AlertingStep } from '../../../domain/training/step-alerts';
import type { ChatRooms } from '../demo-world/chat-rooms';
import { incidentChannelName } from '../demo-world/hub-channels';
import type { IncidentStore } from '../demo-world/incident-store';
import type { LiveHub, VideoShownOnScreen } from '../demo-world/live-hub';
import type { LocationTracks } from '../demo-world/location-tracks';
import type { BoardRecord, MessageBoard } from '../demo-world/message-board';
import type { CallerActionEvent, CallerDirector } from './caller-director';
import { callerTextIn } from './scenario-schema';

/** The parts of one demo world a drill is watched in. */
export interface DrillWorld {
  readonly clock: Clock;
  readonly board: MessageBoard;
  readonly hub: LiveHub;
  readonly tracks: LocationTracks;
  readonly rooms: ChatRooms;
  readonly store: IncidentStore;
  readonly director: CallerDirector;
}

const FAILED_DELIVERY = new Set(['failed', 'undelivered']);

/** What the console itself writes into a description (SPEC §8: a failed send, a caller who never joined): not the trainee's edit. */
const CONSOLE_NOTES = [
  'delivery-failure',
  'link-not-clicked',
  'incidents.create.sms_failed_sent',
  'incidents.create.wpp_failed_sent',
  'number_not_registered_on_whatsapp',
];

const consoleNoteAdded = (before: unknown, after: unknown): boolean =>
  typeof after === 'string' && CONSOLE_NOTES.some((note) => after.includes(note) && !(typeof before === 'string' && before.includes(note)));

/**
 * Watches one demo world for the call of one link and tells it as DrillEvents (seconds since the link was sent): the
 * link and its delivery, the caller opening it, joining, the first video and location, chat on both sides, the
 * alerts the console shows (refused camera or location, failed delivery, take-over, socket drop, expired session,
 * the caller leaving), the operator's edits, shares and stop, and what the scenario and the trainer played.
 *
 * It follows the first link sent after it starts (or the link of `incidentId`); until then it only knows when the
 * drill began, which the `drillStarted` event tells (how long the trainee took to send the link). Given the
 * `incidentId` of a call already in progress (a page reloaded mid-drill), it follows that call at once, its times
 * still counted from the link. Given `startedAt` (epoch ms on the world's clock), the drill began then rather than now
 * (a recorder started again for the same drill). Node or browser.
 */
export class DrillRecorder {
  private readonly recorded: DrillEvent[] = [];
  private readonly emitter = new Emitter<DrillEvent>();
  private readonly watches: Unsubscribe[] = [];
  private readonly startedAt: number;
  private incident: { readonly id: string; readonly tenantId: string; readonly linkSentAt: number } | null = null;
  private chatWatch: Unsubscribe | null = null;
  private readonly seen = new Set<string>();
  private readonly records = new Map<string, BoardRecord>();
  private readonly callerUids = new Set<string>();
  private snapshot: { title?: unknown; description?: unknown } | null = null;
  private serverStopping = false;
  /** Whether answers are slow and whether the network quality is poor, as the last such steps left them. */
  private readonly slow = { latency: false, networkQuality: false };
  private over = false;

  constructor(
    private readonly world: DrillWorld,
    private readonly options: { readonly incidentId?: string; readonly startedAt?: number } = {},
  ) {
    this.startedAt = options.startedAt ?? world.clock.now();
    const { board, hub, tracks, store, director } = world;
    this.watches.push(
      director.onAction((action) => this.onAction(action)),
      board.onChange(({ incidentId, record }) => this.mine(incidentId) && this.onBoard(record)),
      hub.onChannelEvent(({ channel, event }) => this.onChannel(channel, event)),
      tracks.onPoint((incidentId) => this.mine(incidentId) && this.once('firstLocation')),
      store.onChange((incident) => this.mine(incident.id) && this.onIncident(incident)),
      hub.onStop((incidentId) => this.mine(incidentId) && this.onStop()),
      hub.onVideoShown((shown) => this.onShown(shown)),
    );
    const going = options.incidentId === undefined ? null : director.callOf(options.incidentId);
    if (going && options.incidentId !== undefined) this.follow(String(options.incidentId), going.tenantId, going.startedAt);
  }

  /** The incident whose call is recorded, once its link was sent. */
  incidentId(): string | null {
    return this.incident?.id ?? null;
  }

  events(): readonly DrillEvent[] {
    return [...this.recorded];
  }

  onEvent(listener: (event: DrillEvent) => void): Unsubscribe {
    return this.emitter.event(listener);
  }

  /** The drill is over: `ended` is told (once) and the recorder stops watching. */
  end(): void {
    if (this.over) return;
    if (!this.incident) this.emit('drillStarted', undefined, 0);
    this.emit('ended');
    this.over = true;
    this.dispose();
  }

  dispose(): void {
    for (const unwatch of this.watches.splice(0)) unwatch();
    this.chatWatch?.();
    this.chatWatch = null;
    this.emitter.dispose();
  }

  private mine(incidentId: string | number): boolean {
    return !this.over && this.incident !== null && String(incidentId) === this.incident.id;
  }

  private now(): number {
    const base = this.incident?.linkSentAt ?? this.startedAt;
    return Math.round(this.world.clock.now() - base) / 1000;
  }

  private emit(kind: DrillEventKind, detail?: string, at = this.now()): void {
    if (this.over) return;
    const event: DrillEvent = detail === undefined ? { at, kind } : { at, kind, detail };
    this.recorded.push(event);
    this.emitter.fire(event);
  }

  /** Tells a first-time event once (firstVideo, videoShown, firstLocation, linkOpened). */
  private once(kind: DrillEventKind, detail?: string): void {
    if (this.seen.has(kind)) return;
    this.seen.add(kind);
    this.emit(kind, detail);
  }

  private onAction(action: CallerActionEvent): void {
    if (action.kind === 'linkSent' && !this.incident && !this.over) {
      if (this.options.incidentId !== undefined && String(this.options.incidentId) !== action.incidentId) return;
      this.follow(action.incidentId, action.tenantId, this.world.clock.now());
      this.emit('drillStarted', undefined, -Math.round(this.world.clock.now() - this.startedAt) / 1000);
    }
    if (!this.mine(action.incidentId)) return;
    switch (action.kind) {
      case 'linkSent':
        return this.emit('linkSent', action.channel);
      case 'share':
        return this.emit('share', action.channel);
      case 'step':
        this.emit('step', `${action.index ?? ''}:${action.action ?? ''}`);
        return this.alertFor(action.step ?? { action: action.action ?? '' });
      case 'injected':
        // A caller's line the trainer injected carries its words (`chat:<line>`), so the timeline says what was asked.
        this.emit('injected', injectedDetail(action));
        return this.alertFor(action.step ?? { action: action.action ?? '' });
      case 'fault':
        return this.alertFor({ action: action.action ?? '' });
      case 'actor':
        return action.action ? this.emit('actorTookOver', action.action) : this.emit('actorTookOver');
      case 'actorNamed':
        return this.emit('actorNamed', action.action);
    }
  }

  private follow(incidentId: string, tenantId: string, linkSentAt: number): void {
    this.incident = { id: incidentId, tenantId, linkSentAt };
    // A caller already in the channel (a call followed mid-way) is known, so their tracks and leaving count.
    for (const user of this.world.hub.remoteUsers(incidentChannelName(incidentId)))
      if (user.role === 'caller') this.callerUids.add(user.uid);
    const conversation = chatConversationName(incidentId, tenantId);
    if (conversation) this.chatWatch = this.world.rooms.listen(conversation, (event) => this.onChat(conversation, event));
    void this.world.store.get(tenantId, incidentId).then(
      (incident) => (this.snapshot ??= incident ? { title: incident.title, description: incident.description } : null),
      () => undefined,
    );
  }

  private alertFor(step: AlertingStep): void {
    const alert = alertOfStep(step);
    if (step.action === 'latency' || step.action === 'networkQuality') return this.network(step.action, alert !== null);
    if (!alert) return;
    if (alert === 'server_stopped') this.serverStopping = true;
    this.emit('alert', alert);
  }

  /**
   * A network step: the trainee is alerted when the network turns slow (slow answers or a poor quality, or both at once
   * as the trainer's injection plays them), not again while it stays so.
   */
  private network(dimension: keyof DrillRecorder['slow'], slow: boolean): void {
    const before = this.slow.latency || this.slow.networkQuality;
    this.slow[dimension] = slow;
    if (slow && !before) this.emit('alert', 'slow_network');
  }

  private onBoard(record: BoardRecord): void {
    const key = `${record.receiver}|${record.method}`;
    const before = this.records.get(key);
    this.records.set(key, record);
    if (before?.status !== record.status) {
      this.emit('delivery', record.status);
      if (FAILED_DELIVERY.has(record.status)) this.emit('alert', 'delivery_failed');
    }
    const was = before?.permissions ?? {};
    const now = record.permissions;
    if (now.clicked_link === true) this.once('linkOpened');
    const cameraRefused = (p: typeof now) => p.video === false || p.audio === false;
    if (cameraRefused(now) && !cameraRefused(was)) this.emit('alert', 'refused_camera');
    if (now.local === false && was.local !== false) this.emit('alert', 'refused_location');
  }

  private onChannel(channel: string, event: Parameters<Parameters<LiveHub['onChannelEvent']>[0]>[0]['event']): void {
    const incidentId = this.world.hub.channel(channel)?.incidentId;
    if (!incidentId || !this.mine(incidentId)) return;
    if (event.type === 'joined') {
      const joined = this.world.hub.participants(channel).find((p) => p.uid === event.uid);
      if (joined?.role !== 'caller') return;
      this.callerUids.add(event.uid);
      this.emit('callerJoined');
    } else if (event.type === 'published' && event.kind === 'video' && this.callerUids.has(event.uid)) {
      this.once('firstVideo');
    } else if (event.type === 'left' && this.callerUids.delete(event.uid) && !this.world.hub.channel(channel)?.stopped) {
      // A caller leaving because the stream stopped is the stop's doing, not an alert.
      this.emit('alert', 'caller_left');
    }
  }

  /** The trainee's console showed the caller's first picture (a viewer's or a collaborator's screen does not count). */
  private onShown({ channel, uid, viewer }: VideoShownOnScreen): void {
    const incidentId = this.world.hub.channel(channel)?.incidentId;
    if (!incidentId || !this.mine(incidentId) || !this.callerUids.has(uid)) return;
    const console = this.world.hub.participants(channel).find((p) => p.uid === viewer);
    if (console?.local && console.role === 'operator') this.once('videoShown');
  }

  private onChat(conversation: string, event: Parameters<Parameters<ChatRooms['listen']>[1]>[0]): void {
    if (event.type !== 'message' || this.over) return;
    const { author, body } = event.message;
    // The console joins through the chat service (ChatRooms.join); a caller, simulated or played by a person, does not.
    const operator = this.world.rooms.joins.some((j) => j.conversation === conversation && j.identity === author && !j.refused);
    this.emit(operator ? 'operatorChat' : 'callerChat', body);
  }

  private onIncident(incident: { readonly title?: unknown; readonly description?: unknown }): void {
    const before = this.snapshot;
    this.snapshot = { title: incident.title, description: incident.description };
    if (!before) return;
    if (before.title !== incident.title) this.emit('edit', 'title');
    if (before.description !== incident.description && !consoleNoteAdded(before.description, incident.description))
      this.emit('edit', 'description');
  }

  private onStop(): void {
    this.emit('stop', this.serverStopping ? 'server' : 'operator');
    this.end();
  }
}

/** An injected step as the timeline tells it: its action, and a caller's line with its words (`chat:<line>`). */
function injectedDetail(action: CallerActionEvent): string | undefined {
  const step = action.step;
  if (step?.action !== 'chat') return action.action;
  return `chat:${callerTextIn(step.body, undefined)}`;
}
