import { incidentCreationAllowed, videoAllowed } from '../../domain/visibility/live-visibility';
import { DisposableStore } from '../../application/shared/disposable-store';
import { makeObservableExcept } from './make-observable-except';

/** The settings flags a screen enforces (SPEC §3), as the signed-in user's store keeps them. */
export interface EnforcedSettings {
  readonly restrictVideo?: unknown;
  readonly restrictCreateIncident?: unknown;
  readonly allowArgoCreateIncident?: unknown;
  readonly shareLocationPreference?: unknown;
}

/** Where the settings come from (CurrentUserStore satisfies it): read now, and hear every later save. */
export interface SettingsSource {
  settings(): EnforcedSettings | null | undefined;
  onSettingsChange?(listener: () => void): () => void;
}

/**
 * The tenant's settings flags as an observable value: read when the screen starts, then replaced whenever the
 * settings screen saves, so a screen that is open applies a saved restriction at once, without a reload.
 */
export class TenantSettingsModel {
  private values: EnforcedSettings | null = null;
  private readonly disposables = new DisposableStore();

  constructor(private readonly source: SettingsSource | null | undefined) {
    this.values = source?.settings() ?? null;
    makeObservableExcept(this, ['source', 'disposables']);
  }

  /** The flags as last read (null before any were loaded). */
  get current(): EnforcedSettings | null {
    return this.values;
  }

  /** SPEC §3, §6: the console may show video (restrictVideo off). */
  get videoAllowed(): boolean {
    return videoAllowed(this.values);
  }

  /** SPEC §3, §6: incidents may be created (restrictCreateIncident off). */
  get creationAllowed(): boolean {
    return incidentCreationAllowed(this.values);
  }

  start(): void {
    this.refresh();
    if (this.disposables.size === 0 && this.source?.onSettingsChange) {
      this.disposables.add(this.source.onSettingsChange(() => this.refresh()));
    }
  }

  refresh(): void {
    this.values = this.source?.settings() ?? null;
  }

  dispose(): void {
    this.disposables.clear();
  }
}
