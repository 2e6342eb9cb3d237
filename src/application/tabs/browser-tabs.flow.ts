import {
  editedInAnotherTab,
  parseTabAnnouncement,
  tabAccountKey,
  type TabAnnouncementKind,
  type TabPeer,
} from '../../domain/tabs/tab-presence';
import type { IdGenerator } from '../ports/id-generator.port';
import type { KeyValueStorage } from '../ports/key-value-storage.port';
import type { TabPeers } from '../ports/tab-peers.port';
import type { Unsubscribe } from '../ports/subscription';
import type { SessionStore } from '../session/session.store';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';

/** The session-storage key of this tab's id: a reload keeps it, another tab has its own. */
export const TAB_ID_KEY = 'tabId';

/**
 * This browser's other console tabs of the same operator: which are alive and which incident's edit form each shows.
 * A tab says hello when it starts and every live tab answers, so a starting tab knows at once who is there; a tab
 * says bye when its page goes away. A tab copied with its session storage (the browser's "duplicate tab") carries
 * the same id: the tab that hears its own id answer its hello takes a new one.
 */
export class BrowserTabsFlow {
  private id: string | null = null;
  private readonly peers = new Map<string, TabPeer>();
  /** Incident id → how many edit forms of this tab show it. */
  private readonly edited = new Map<string, number>();
  private readonly store = new DisposableStore();
  private readonly changes = new Emitter<void>();
  private started = false;

  constructor(
    private readonly tabs: TabPeers,
    private readonly session: KeyValueStorage,
    private readonly ids: IdGenerator,
    private readonly sessions: SessionStore,
  ) {}

  /** This tab's id, kept in its session storage (written again if a logout cleared it). */
  get tabId(): string {
    const stored = this.session.get(TAB_ID_KEY);
    if (this.id === null) this.id = stored && stored !== '' ? stored : this.ids.next();
    if (stored !== this.id) this.session.set(TAB_ID_KEY, this.id);
    return this.id;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.store.add(this.tabs.onMessage((message) => this.hear(message)));
    this.store.add(this.tabs.onPageHide(() => this.say('bye')));
    this.say('hello');
  }

  /** Every tab known alive: this one and the others that answered or spoke since. */
  liveTabs(): ReadonlySet<string> {
    this.start();
    return new Set([this.tabId, ...this.peers.keys()]);
  }

  /** Tells the other tabs that this tab's edit form shows that incident, until the returned function is called. */
  editing(incidentId: string): Unsubscribe {
    this.start();
    this.edited.set(incidentId, (this.edited.get(incidentId) ?? 0) + 1);
    if (this.edited.get(incidentId) === 1) this.say('here');
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const count = (this.edited.get(incidentId) ?? 1) - 1;
      if (count > 0) this.edited.set(incidentId, count);
      else {
        this.edited.delete(incidentId);
        this.say('here');
      }
    };
  }

  /** Whether another tab of the signed-in operator shows this incident's edit form. */
  editedElsewhere(incidentId: string): boolean {
    this.start();
    return editedInAnotherTab(this.peers, this.tabId, this.account(), incidentId);
  }

  /** Hears a change in the other tabs (one came, went, or opened or closed an edit form). */
  onChange(listener: () => void): Unsubscribe {
    return this.changes.event(listener);
  }

  dispose(): void {
    if (this.started) this.say('bye');
    this.store.clear();
    this.peers.clear();
    this.started = false;
  }

  private hear(raw: unknown): void {
    const message = parseTabAnnouncement(raw);
    if (!message) return;
    if (message.tab === this.tabId) {
      // Another tab has this tab's id (a duplicated tab): the one that said hello takes a new id.
      if (message.kind === 'here') this.renew();
      else if (message.kind === 'hello') this.say('here');
      return;
    }
    if (message.kind === 'bye') this.peers.delete(message.tab);
    else this.peers.set(message.tab, { account: message.account, editing: message.editing });
    if (message.kind === 'hello') this.say('here');
    this.changes.fire();
  }

  private renew(): void {
    this.id = this.ids.next();
    this.session.set(TAB_ID_KEY, this.id);
    this.say('hello');
  }

  private say(kind: TabAnnouncementKind): void {
    this.tabs.post({ kind, tab: this.tabId, account: this.account(), editing: kind === 'bye' ? [] : [...this.edited.keys()] });
  }

  private account(): string {
    const session = this.sessions.current();
    return tabAccountKey(session ? { tenantId: session.tenantId, userId: session.user.id } : null);
  }
}
