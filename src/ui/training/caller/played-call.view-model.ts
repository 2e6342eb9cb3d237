import { runInAction } from 'mobx';
import { PlayedCallFactory, type PlayedCallFlow, type PlayedCallState } from '../../../application/training/played-call.flow';
import type { Services } from '../../shared/services';
import { makeObservableExcept } from '../../shared/make-observable-except';
import { DisposableStore } from '../../../application/shared/disposable-store';

export interface PlayedCallDeps {
  readonly flow: PlayedCallFlow;
}

export interface PlayedCallParams {
  /** The link of the route; null lists the links the consoles of this browser offer. */
  readonly link: string | null;
}

/** Where a link's caller page is (`#/training/caller/{link}`). */
export function callerPageHref(link: string): string {
  return `#/training/caller/${encodeURIComponent(link)}`;
}

/**
 * The caller page a trainer plays: mirrors the PlayedCallFlow's state, and keeps the name the person gives and the
 * chat line being typed.
 */
export class PlayedCallViewModel {
  state: PlayedCallState;
  name = '';
  draft = '';
  private readonly disposables = new DisposableStore();

  constructor(
    private readonly deps: PlayedCallDeps,
    readonly params: PlayedCallParams,
  ) {
    this.state = deps.flow.state;
    makeObservableExcept(this, ['deps', 'params', 'disposables']);
  }

  start(): void {
    this.disposables.add(this.deps.flow.onChange((state) => runInAction(() => (this.state = state))));
    this.deps.flow.start();
  }

  dispose(): void {
    this.disposables.clear();
    this.deps.flow.dispose();
  }

  get inCall(): boolean {
    return this.state.phase === 'ready' || this.state.phase === 'live';
  }

  get canSend(): boolean {
    return this.inCall && this.draft.trim() !== '';
  }

  get offers() {
    return this.state.offers.map((offer) => ({ ...offer, href: callerPageHref(offer.link) }));
  }

  setName(name: string): void {
    this.name = name;
  }

  setDraft(draft: string): void {
    this.draft = draft;
  }

  lookAgain(): void {
    this.deps.flow.look();
  }

  /** The person accepts the caller page's terms: camera and microphone, then location. */
  begin(): void {
    void this.deps.flow.begin(this.name);
  }

  send(): void {
    if (!this.canSend) return;
    this.deps.flow.say(this.draft);
    this.draft = '';
  }

  hangUp(): void {
    this.deps.flow.hangUp();
  }
}

export function createPlayedCallViewModel(services: Services, params: PlayedCallParams): PlayedCallViewModel {
  return new PlayedCallViewModel({ flow: services.get(PlayedCallFactory).create(params.link) }, params);
}
