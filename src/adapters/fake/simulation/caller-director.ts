import type { Unsubscribe } from '../../../application/ports/subscription';
import { Emitter } from '../../../application/shared/emitter';
import { isOpenLive } from '../../../domain/incident/incident';
import { languageFromCode, languageFromSetting, type Language } from '../../../domain/language/language';
import { DEMO_TENANTS } from '../demo-world/demo-tenants';
import type { ChatRooms } from '../demo-world/chat-rooms';
import type { DemoWorld } from '../demo-world/demo-world';
import type { IncidentStore } from '../demo-world/incident-store';
import type { LiveHub } from '../demo-world/live-hub';
import type { LocationTracks } from '../demo-world/location-tracks';
import type { LinkPolicyAnswer, LinkSendAttempt, MessageBoard } from '../demo-world/message-board';
import { KeptCalls } from './kept-calls';
import { RunningCall, type CallerAction, type CallerEvent, type CallRecord, type InjectedStep, type StepState } from './running-call';
import type { ScenarioCatalog } from './scenario-catalog';
import { seededCall } from './seeded-calls';
import type { CallerMediaFactory } from './caller-media-factory';
import { ScenarioPlayer } from './scenario-player';
import { SimulatedCollaborators } from './simulated-collaborators';
import { SimulatedInvitees } from './simulated-invitees';
import { WaitingDrills } from './waiting-drills';
import { ACTOR_STEPS, keptInjections, PLAYED_INJECTIONS } from './injected-steps';
import { answerChat } from './caller-chat-replies';
import { playHandOver } from './actor-hand-over';
import { restoreNetwork } from './restore-network';
import { parseInjectedStep, parseScenario, type InjectableStep, type Scenario, type ScenarioStep } from './scenario-schema';

/** How many ended calls keep their step progress and injections for a trainer to read. */
const ENDED_CALLS_KEPT = 20;

/** What the caller's side did in the call of an incident (DrillRecorder turns it into drill events). */
export type CallerActionEvent = CallerAction & { readonly incidentId: string; readonly tenantId: string };

export type { InjectedStep };

export type InjectResult = { readonly ok: true } | { readonly ok: false; readonly errors: readonly string[] };

/**
 * The simulated caller: every link the demo world sends reaches a caller who follows a training scenario (chosen by
 * the phone's last digit, or attached by a trainer for the next link). It answers the send with the scenario's
 * status, then the ScenarioPlayer plays its steps and faults on the world's clock. The seeded live incidents' callers
 * are on the line too: each follows its seeded scenario from the moment an operator first opens the incident
 * (seededCall). Created once per world; it installs itself as the message board's link policy.
 *
 * A call lasts until the incident's live stream stops (the operator's stop or the server's). The tab keeps every
 * running call (KeptCalls), so after a reload of the demo resume() picks each one up where it is: the caller is back
 * in the video channel with the tracks, position and network their scenario has reached, and the steps still to come
 * play on time. What the server already holds (message status, track, photos, chat) is not played again.
 */
export class CallerDirector {
  private readonly calls = new Map<string, RunningCall>();
  private readonly events = new Emitter<CallerEvent>();
  private readonly kept: KeptCalls;
  private readonly player: ScenarioPlayer;
  private readonly collaborators: SimulatedCollaborators;
  private readonly invitees: SimulatedInvitees;
  private readonly waiting = new WaitingDrills();
  private readonly actions = new Emitter<CallerActionEvent>();
  private readonly actorSteps = new Emitter<{ readonly incidentId: string; readonly step: ScenarioStep }>();
  /** Calls that ended, newest last: their step progress and injections stay readable. */
  private readonly ended = new Map<string, RunningCall>();
  private readonly baseLatency: number;
  private readonly stopWatch: Unsubscribe;
  private readonly joinWatch: Unsubscribe;

  constructor(
    private readonly world: DemoWorld,
    private readonly board: MessageBoard,
    private readonly hub: LiveHub,
    private readonly rooms: ChatRooms,
    tracks: LocationTracks,
    private readonly store: IncidentStore,
    private readonly catalog: ScenarioCatalog,
    media: CallerMediaFactory | null = null,
    /** The scenario a trainer named (the `scenario` query parameter of the page), read when a link is sent. */
    private readonly trainerScenario: () => string | null = () => null,
    /** The language the console shows (its stored currentLanguage), null when none was stored. */
    private readonly consoleLanguage: () => Language | null = () => null,
  ) {
    this.baseLatency = world.latency.milliseconds;
    this.kept = new KeptCalls(world.memory);
    this.collaborators = new SimulatedCollaborators(world, hub, store, media);
    this.invitees = new SimulatedInvitees(world, board, store);
    this.player = new ScenarioPlayer(world, board, hub, rooms, tracks, store, media, this.collaborators, (call, step) =>
      playHandOver(this, call, step),
    );
    board.setLinkPolicy((attempt) => this.answer(attempt));
    this.stopWatch = hub.onStop((incidentId) => this.end(incidentId));
    this.joinWatch = hub.onJoinLive(({ incidentId, tenantId }) => void this.answerSeeded(incidentId, tenantId));
    // A live page opened before the director existed (straight after sign-in) has its caller join all the same.
    for (const { incidentId, tenantId } of hub.joinedLiveStreams()) void this.answerSeeded(incidentId, tenantId);
  }

  /**
   * Attaches a scenario to the next link sent (a trainer's drill, or the headless runner); with `sender`, to the next
   * link that account sends (a trainee's desk on a world shared by several desks).
   */
  attach(scenario: Scenario, sender: string | null = null): void {
    this.waiting.attach(scenario, sender);
  }

  /** Takes back the scenario attached to the next link, if it is this one (a trainer cancelled the drill). */
  detach(scenario: Scenario, sender: string | null = null): void {
    this.waiting.detach(scenario, sender);
  }

  /** Assigns a scenario to the next link sent to this phone number (before any scenario attached for the next link). */
  assignToPhone(phone: string, scenario: Scenario): void {
    this.waiting.assignToPhone(phone, scenario);
  }

  unassign(phone: string): void {
    this.waiting.unassign(phone);
  }

  /** The drills waiting for a link: by phone number, and the one attached to the next link (`phone` null). */
  assignments(): readonly { readonly phone: string | null; readonly scenario: string }[] {
    return this.waiting.list();
  }

  /**
   * Plays one step in the incident's call now, after the steps already playing (any scenario step action, including
   * `latency` and `tokenExpiry`; its `at` is ignored). Recorded as injected, with its time, for recordDrill.
   */
  inject(incidentId: string, step: InjectableStep): InjectResult {
    const call = this.calls.get(String(incidentId));
    if (!call) return { ok: false, errors: [`no call in progress for incident ${incidentId}`] };
    const parsed = parseInjectedStep(step);
    if (!parsed.ok) return parsed;
    const action = parsed.step.action;
    if (call.played && !PLAYED_INJECTIONS.has(action))
      return { ok: false, errors: [`a person plays the caller of incident ${incidentId}: their phone does "${action}" itself`] };
    const at = (this.world.clock.now() - call.startedAt) / 1000;
    call.injected.push({ at, step: { ...parsed.step, at } });
    if (call.kept) this.kept.keep(call);
    call.act({ kind: 'injected', action, step: parsed.step });
    call.say(`the trainer injects ${action}`);
    if (!call.played || !ACTOR_STEPS.has(action)) this.player.enqueue(call, parsed.step, null);
    // The person's own step, in its turn after the steps before it (a leave plays before the coming back).
    else
      call.steps = call.steps.then(() =>
        call.ended ? undefined : this.actorSteps.fire({ incidentId: call.incidentId, step: parsed.step }),
      );
    return { ok: true };
  }

  /** The steps a trainer injected into the incident's call (its latest call), in order. */
  injections(incidentId: string): readonly InjectedStep[] {
    return [...((this.calls.get(String(incidentId)) ?? this.ended.get(String(incidentId)))?.injected ?? [])];
  }

  /** Each scenario step's state in the incident's call (its latest call, even ended); empty when there is none. */
  stepProgress(incidentId: string): readonly StepState[] {
    const call = this.calls.get(String(incidentId)) ?? this.ended.get(String(incidentId));
    return call ? call.progress() : [];
  }

  /** The incident's call in progress: when its link was sent (epoch ms) and for which tenant; null when none. */
  callOf(incidentId: string): { readonly startedAt: number; readonly tenantId: string; readonly phone: string } | null {
    const call = this.calls.get(String(incidentId));
    return call ? { startedAt: call.startedAt, tenantId: call.tenantId, phone: call.phone } : null;
  }

  /** The scenario the incident's call follows (its latest call), or null. */
  scenarioOf(incidentId: string): Scenario | null {
    return (this.calls.get(String(incidentId)) ?? this.ended.get(String(incidentId)))?.scenario ?? null;
  }

  onEvent(listener: (event: CallerEvent) => void): Unsubscribe {
    return this.events.event(listener);
  }

  /** Hears what the caller's side does: links sent and shared, steps, injected steps, timed faults. */
  onAction(listener: (event: CallerActionEvent) => void): Unsubscribe {
    return this.actions.event(listener);
  }

  /** The calls in progress the simulated caller plays (one per incident; not those a person took over). */
  activeCalls(): readonly string[] {
    return [...this.calls.values()].filter((call) => !call.played).map((call) => call.incidentId);
  }

  /**
   * Stops every call in this page: timers cleared, media stopped, faults removed, the board's default policy back.
   * The tab still keeps the calls (a page going away does not end them): resume() in the next page picks them up.
   */
  dispose(): void {
    this.stopWatch();
    this.joinWatch();
    this.collaborators.dispose();
    this.invitees.dispose();
    for (const id of [...this.calls.keys()]) this.hangUp(id);
    this.board.resetLinkPolicy();
    this.world.clearFaults();
    this.world.latency.reset(this.baseLatency);
    this.rooms.failAll(false);
    this.events.dispose();
    this.actions.dispose();
    this.actorSteps.dispose();
  }

  /**
   * Picks up the calls an earlier page of this tab left running (after a reload of the demo). Each caller comes back
   * to where their scenario is now: in the channel with the tracks, position and network quality reached, faults in
   * place, chat replies counted; the steps still to come are scheduled on time. A call whose incident is no longer
   * live (gone, finished, deleted or its stream ended), or whose kept scenario cannot be read, ends. Returns how many
   * calls go on.
   */
  async resume(): Promise<number> {
    let resumed = 0;
    for (const kept of this.kept.all()) {
      if (this.calls.has(kept.incidentId)) continue;
      const parsed = parseScenario(`the call of incident ${kept.incidentId}`, kept.scenario);
      const incident = await this.store.get(kept.tenantId, kept.incidentId).catch(() => undefined);
      if (!parsed.ok || !isOpenLive(incident)) {
        this.kept.forget(kept.incidentId);
        continue;
      }
      const { scenario } = parsed;
      const call = this.open(kept, scenario);
      await this.player.prepare(call);
      const elapsedMs = this.world.clock.now() - call.startedAt;
      call.say(`${scenario.caller.name}'s call goes on after the console reloaded (${scenario.name})`);
      for (const fault of scenario.faults)
        if (fault.kind !== 'tokenExpiry' || fault.at * 1000 > elapsedMs) this.player.applyFault(call, fault);
      call.kept = true;
      call.injected.push(...keptInjections(kept.injected));
      const indexes = scenario.steps.map((_, index) => index);
      // What the scenario and the trainer played before the reload, in the order it played.
      const past = [
        ...indexes.filter((i) => scenario.steps[i]!.at * 1000 <= elapsedMs).map((index) => ({ step: scenario.steps[index]!, index })),
        ...call.injected.map(({ step }) => ({ step, index: null })),
      ].sort((a, b) => a.step.at - b.step.at);
      for (const { step, index } of past) {
        await this.player.catchUp(call, step, elapsedMs);
        if (index !== null) call.stepStates[index] = 'done';
      }
      this.player.schedule(
        call,
        indexes.filter((i) => scenario.steps[i]!.at * 1000 > elapsedMs),
      );
      answerChat(call, this.rooms, () => this.kept.keep(call));
      resumed++;
    }
    return resumed;
  }

  /**
   * A person plays the incident's caller from now on (a trainer's caller page claimed its link): the scenario caller's
   * steps and chat replies stop and a reload does not bring them back, while the scenario's faults of the trainee's
   * console (a socket drop, the chat going down, …) still come at their times; the call goes on for the trainer's injections
   * (inject) until the live stream stops. A caller already in the video channel stays there with its tracks
   * unpublished (leaving would end the operator's session), for the person's media to take its place under its uid.
   * The drill's recorder is told the moment (and `actor`, the name the person gave), once; a name given once the
   * person plays (a claim again with the name, or a recorded hand-over played before the phone claimed) is told apart.
   */
  standDown(incidentId: string, actor = ''): void {
    const call = this.calls.get(incidentId);
    if (call?.played && actor) call.act({ kind: 'actorNamed', action: actor });
    if (!call || call.played) return;
    call.say(`${call.scenario.caller.name} stands down: a person plays the caller`);
    call.act({ kind: 'actor', action: actor });
    if (call.channel) for (const kind of ['video', 'audio'] as const) this.hub.unpublish(call.channel, call.uid, kind);
    // The faults of the trainee's console still come at their times: only the caller's behaviour is the actor's now.
    this.player.schedule(call, call.standDown());
    const now = this.world.clock.now();
    for (const fault of call.scenario.faults)
      if (fault.kind === 'tokenExpiry' && call.startedAt + fault.at * 1000 > now) this.player.applyFault(call, fault);
    this.kept.forget(incidentId);
  }

  /**
   * What the trainer injected into a call a person plays that the person does themselves: a caller line to say (the
   * caller page shows it as a prompt), or coming back (`join`, `publish`) with their own camera.
   */
  onActorStep(listener: (event: { readonly incidentId: string; readonly step: ScenarioStep }) => void): Unsubscribe {
    return this.actorSteps.event(listener);
  }

  /** The link policy: the scenario's answer to the send, and its steps scheduled from now. */
  private answer(attempt: LinkSendAttempt): LinkPolicyAnswer {
    if (attempt.kind !== 'send') {
      this.actions.fire({ incidentId: attempt.incidentId, tenantId: attempt.tenantId, kind: 'share', channel: attempt.channel });
      return 'sent';
    }
    const scenario = this.waiting.take(attempt.phone, attempt.sender) ?? this.pick(attempt.phone);
    if (!scenario) return 'sent';
    this.begin(attempt, scenario);
    return scenario.onLink[attempt.channel];
  }

  private pick(phone: string): Scenario | null {
    const named = this.trainerScenario();
    const chosen = named ? this.catalog.named(named) : null;
    if (chosen) return chosen;
    const digit = /(\d)\D*$/.exec(phone)?.[1];
    return digit ? this.catalog.forDigit(digit) : null;
  }

  private begin(attempt: LinkSendAttempt, scenario: Scenario): void {
    const call = this.open(
      {
        incidentId: attempt.incidentId,
        tenantId: attempt.tenantId,
        phone: attempt.phone,
        channel: attempt.channel,
        startedAt: this.world.clock.now(),
        replies: 0,
        // The link opens its page in the console's language: the caller writes in it too.
        ...(attempt.language !== undefined ? { language: languageFromCode(attempt.language) } : {}),
        ...(attempt.sender !== undefined ? { sender: attempt.sender } : {}),
      },
      scenario,
    );
    call.say(
      `${scenario.caller.name} receives the link by ${attempt.channel === 'sms' ? 'SMS' : 'WhatsApp'} (${scenario.name}): ${scenario.onLink[attempt.channel]}`,
    );
    call.act({ kind: 'linkSent', channel: attempt.channel });
    void this.player.prepare(call);
    for (const fault of scenario.faults) this.player.applyFault(call, fault);
    const status = scenario.onLink[attempt.channel];
    // The link never arrived: the caller does nothing, so there is no call for a reload to pick up.
    if (status === 'failed' || status === 'undelivered') {
      call.stepStates.fill('skipped');
      return;
    }
    this.run(call);
  }

  /**
   * An operator opens a seeded live incident (seededCall): its caller, on the line already, follows the incident's
   * seeded scenario from now. Kept like any call, so a reload picks it up and a second opening does not begin it again.
   */
  private async answerSeeded(incidentId: string, tenantId: string): Promise<void> {
    if (this.calls.has(incidentId)) return;
    const seeded = await seededCall(this.store, this.board, this.catalog, incidentId, tenantId).catch(() => null);
    if (!seeded || this.calls.has(incidentId)) return;
    const { scenario, phone, channel } = seeded;
    // No link went out to say the console's language: the caller speaks the one the console shows (as a link sent
    // from it would have said), else the tenant's.
    const language = this.consoleLanguage() ?? languageFromSetting(DEMO_TENANTS.find((t) => t.id === tenantId)?.settings.defaultLanguage);
    const record = { incidentId, tenantId, phone, channel, startedAt: this.world.clock.now(), replies: 0, language };
    const call = this.open(record, scenario);
    call.say(`${scenario.caller.name} is on the line of live incident ${incidentId} (${scenario.name})`);
    void this.player.prepare(call);
    for (const fault of scenario.faults) this.player.applyFault(call, fault);
    this.run(call);
  }

  /** The call goes on: kept by the tab, every step scheduled from its start, the chat answered. */
  private run(call: RunningCall): void {
    this.kept.keep(call);
    this.player.schedule(
      call,
      call.scenario.steps.map((_, index) => index),
    );
    answerChat(call, this.rooms, () => this.kept.keep(call));
  }

  /** A new running call (an earlier one of the same incident is hung up first). */
  private open(record: CallRecord, scenario: Scenario): RunningCall {
    this.hangUp(record.incidentId);
    const call = new RunningCall(
      record,
      scenario,
      this.world.clock,
      (event) => this.events.fire(event),
      (of, action) => this.actions.fire({ ...action, incidentId: of.incidentId, tenantId: of.tenantId }),
    );
    this.calls.set(call.incidentId, call);
    this.ended.delete(call.incidentId);
    return call;
  }

  /**
   * The call is over (the live stream stopped): the caller's app leaves the channel once the stop reached it (after the
   * demo latency, as the stop reaches the consoles' sockets, so a console hears the server's stop before the caller
   * leaving), and the tab forgets the call.
   */
  private end(incidentId: string): void {
    this.collaborators.endIncident(incidentId);
    const call = this.calls.get(incidentId);
    const channel = call?.channel;
    if (call && channel) void this.world.latency.wait().then(() => this.hub.remoteLeave(channel, call.uid));
    this.hangUp(incidentId);
    this.kept.forget(incidentId);
    if (call) restoreNetwork(this.world, [...this.calls.values()], this.baseLatency, call);
  }

  private hangUp(incidentId: string): void {
    const call = this.calls.get(incidentId);
    if (!call) return;
    call.hangUp();
    this.calls.delete(incidentId);
    this.ended.set(incidentId, call);
    for (const id of [...this.ended.keys()].slice(0, Math.max(0, this.ended.size - ENDED_CALLS_KEPT))) this.ended.delete(id);
  }
}
