import type { KeyValueStorage } from '../ports/key-value-storage.port';
import { LOCAL_STATE_KEYS } from '../session/session.store';

export type ThemeName = 'dark' | 'light';

/** SPEC §1: the theme (dark by default) and the language are kept in local storage. */
export class PreferencesStore {
  constructor(private readonly local: KeyValueStorage) {}

  theme(): ThemeName {
    return this.storedTheme() ?? 'dark';
  }

  /** The theme the user chose with the toggle, or null when they never did. */
  storedTheme(): ThemeName | null {
    const stored = this.local.get(LOCAL_STATE_KEYS.darkTheme);
    return stored === 'false' ? 'light' : stored === 'true' ? 'dark' : null;
  }

  setTheme(theme: ThemeName): void {
    this.local.set(LOCAL_STATE_KEYS.darkTheme, String(theme === 'dark'));
  }

  /** The stored language code, or null when none was chosen. */
  storedLanguage(): string | null {
    return this.local.get(LOCAL_STATE_KEYS.currentLanguage);
  }

  setLanguage(language: string): void {
    this.local.set(LOCAL_STATE_KEYS.currentLanguage, language);
  }

  /** SPEC §2 Navbar: whether the operator minimised the sidebar (expanded until they do). */
  sidebarMinimised(): boolean {
    return this.local.get(LOCAL_STATE_KEYS.sidebarMinimised) === 'true';
  }

  setSidebarMinimised(minimised: boolean): void {
    this.local.set(LOCAL_STATE_KEYS.sidebarMinimised, String(minimised));
  }

  /** The preferences that outlive a logout, to restore after storage is cleared. */
  snapshot(): () => void {
    const kept = [LOCAL_STATE_KEYS.darkTheme, LOCAL_STATE_KEYS.currentLanguage, LOCAL_STATE_KEYS.sidebarMinimised].map(
      (key) => [key, this.local.get(key)] as const,
    );
    return () => {
      for (const [key, value] of kept) if (value !== null) this.local.set(key, value);
    };
  }
}
