import { makeAutoObservable } from 'mobx';
import type { PreferencesStore, ThemeName } from '../../application/preferences/preferences.store';

/** App-wide display state: the theme (dark by default, kept in local storage, SPEC §1). */
export class AppViewModel {
  theme: ThemeName;

  constructor(private readonly preferences: PreferencesStore) {
    this.theme = preferences.theme();
    makeAutoObservable<AppViewModel, 'preferences'>(this, { preferences: false });
  }

  get isDark(): boolean {
    return this.theme === 'dark';
  }

  toggleTheme(): void {
    this.theme = this.isDark ? 'light' : 'dark';
    this.preferences.setTheme(this.theme);
  }

  dispose(): void {}
}
