import { makeAutoObservable } from 'mobx';
import type { LogoutUseCase } from '../../application/auth/logout.use-case';
import type { Session, SessionStore } from '../../application/session/session-store';

/** The signed-in landing page: who is logged in, and logging out (SPEC §2 Login). */
export class HomeViewModel {
  readonly session: Session | null;

  constructor(
    sessions: SessionStore,
    private readonly logoutUseCase: LogoutUseCase,
    private readonly navigate: (route: string) => void,
  ) {
    this.session = sessions.current();
    makeAutoObservable<HomeViewModel, 'logoutUseCase' | 'navigate'>(this, { logoutUseCase: false, navigate: false });
  }

  logout(): void {
    this.navigate(this.logoutUseCase.execute().route);
  }

  dispose(): void {}
}
