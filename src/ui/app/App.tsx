import type { i18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import { createElement, lazy, Suspense, use, useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Redirect, Route, Router, Switch, useParams } from 'wouter';
import { parseRoute, routeLink, routePath } from '../../domain/routing/routes';
import { ADMIN_SECTION_KEYS } from '../../domain/routing/sidebar-sections';
import { OfflineBanner } from '../connectivity/OfflineBanner';
import { DeeplinksPage } from '../deeplinks/DeeplinksPage';
import { LoginPage } from '../login/LoginPage';
import { useViewModel } from '../shared/use-view-model';
import { MapSettingsContext } from '../shared/map/map-settings';
import { AppViewModelContext, useAppViewModel } from '../shared/app-context';
import type { AppViewModel } from '../shared/app.view-model';
import { HashLocationProvider, useHashPath, useHashSearch } from '../shared/hash-location';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { PublicCentered, PublicSpinner } from '../public/public-controls';
import { ServicesProvider, useServices, type Services, type TrainingLoader } from '../shared/services';
import { createSsoGateViewModel, withoutToken } from './sso-gate.view-model';

/** The signed-in shell (layout, navbar menus and dialogs, sections) is its own chunk: the login route does not load it. */
const AuthenticatedShell = lazy(() => import('./AuthenticatedShell'));

/** The read-only live view (no login) is its own chunk too. */
const IncidentLiveViewPage = lazy(() => import('../incident/IncidentPages').then((m) => ({ default: m.IncidentLiveViewPage })));

/**
 * The demo's training console (`/training` and `/training/*`): its chunk and its services load on first visit (the
 * loader answers the same promise every time, so this suspends once).
 */
function TrainingScreens({ load }: { load: TrainingLoader }) {
  return createElement(use(load()));
}

/** While a lazy screen loads: plain elements (public.css), as Chakra loads with the signed-in screens themselves. */
function PageSpinner() {
  const { t } = useTranslation();
  return (
    <PublicCentered>
      <PublicSpinner label={t('common.loading')} />
    </PublicCentered>
  );
}

export interface AppProps {
  readonly services: Services;
  readonly i18n: i18n;
  readonly app: AppViewModel;
}

export const App = observer(function App({ services, i18n, app }: AppProps) {
  useEffect(() => {
    document.documentElement.classList.toggle('dark', app.isDark);
    document.documentElement.classList.toggle('light', !app.isDark);
    document.documentElement.style.colorScheme = app.theme;
  }, [app.isDark, app.theme]);
  return (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <AppViewModelContext.Provider value={app}>
          <MapSettingsContext.Provider value={app.mapSettings}>
            <OfflineBanner />
            <HashLocationProvider>
              <Router hook={useHashPath} searchHook={useHashSearch}>
                <RoutesWithBoundary />
              </Router>
            </HashLocationProvider>
          </MapSettingsContext.Provider>
        </AppViewModelContext.Provider>
      </I18nextProvider>
    </ServicesProvider>
  );
});

/** The query string, kept when a public route redirects to another. */
function withSearch(route: string, search: string): string {
  return search ? `${route}?${search}` : route;
}

/** A failing screen shows a message instead of a blank page; another route tries again. */
function RoutesWithBoundary() {
  const path = useHashPath()[0];
  const app = useAppViewModel();
  return (
    <ScreenErrorBoundary resetKey={path} report={(input) => app.reportScreenError(input)}>
      <Routes />
    </ScreenErrorBoundary>
  );
}

/**
 * The route's query, to the screens that read it: the routes themselves follow the path only, so a list's page, sort
 * or filter (its query) renders the screens that read the query, not the router and every screen under it.
 */
function WithSearch({ children }: { children: (raw: string) => ReactNode }) {
  return children(useHashSearch());
}

/** SPEC §2 Screens and routes (hash based). The empty path and any unknown path go to login. */
function Routes() {
  const training = useServices().training;
  return (
    <Switch>
      {training && (
        <Route path="/training" nest>
          <Suspense fallback={<PageSpinner />}>
            <TrainingScreens load={training} />
          </Suspense>
        </Route>
      )}
      <Route path="/login">
        <WithSearch>{(raw) => <LoginPage key="login" routeTenant={null} search={new URLSearchParams(raw)} miniHq={false} />}</WithSearch>
      </Route>
      <Route path="/login/:tenant">
        {(params) => (
          <WithSearch>
            {(raw) => (
              <LoginPage key={`login/${params.tenant}`} routeTenant={params.tenant} search={new URLSearchParams(raw)} miniHq={false} />
            )}
          </WithSearch>
        )}
      </Route>
      <Route path="/minihq/:tenant/login">
        {(params) => (
          <WithSearch>
            {(raw) => <Redirect to={withSearch(routeLink({ name: 'teleport', tenant: params.tenant, login: true }), raw)} replace />}
          </WithSearch>
        )}
      </Route>
      <Route path="/minihq/:tenant">
        {(params) => (
          <WithSearch>
            {(raw) => <Redirect to={withSearch(routeLink({ name: 'teleport', tenant: params.tenant }), raw)} replace />}
          </WithSearch>
        )}
      </Route>
      <Route path="/teleport/:tenant/login">
        {(params) => (
          <WithSearch>
            {(raw) => <LoginPage key={`teleport/${params.tenant}`} routeTenant={params.tenant} search={new URLSearchParams(raw)} miniHq />}
          </WithSearch>
        )}
      </Route>
      <Route path="/teleport/:tenant">
        {(params) => <WithSearch>{(raw) => <TeleportEntry tenant={params.tenant} search={raw} />}</WithSearch>}
      </Route>
      <Route path="/deeplinks">
        <DeeplinksPage />
      </Route>
      <Route path="/:tenant/incident/live/:id/view">
        {(params) => (
          <Suspense fallback={<PageSpinner />}>
            <IncidentLiveViewPage id={params.id} />
          </Suspense>
        )}
      </Route>
      <Route path="/:tenant/*">
        {(params) =>
          isAuthenticatedRoute(params.tenant, params['*']) ? (
            <Guarded>
              <Suspense fallback={<PageSpinner />}>
                <AuthenticatedShell />
              </Suspense>
            </Guarded>
          ) : (
            <Redirect to="/login" replace />
          )
        }
      </Route>
      <Route>
        <Redirect to="/login" replace />
      </Route>
    </Switch>
  );
}

/** The routes under {tenant}/ that exist (SPEC §2); anything else is an unknown path. */
function isAuthenticatedRoute(tenant: string, rest: string | undefined): boolean {
  if (!rest) return false;
  const route = parseRoute(`${tenant}/${rest}`)?.route;
  switch (route?.name) {
    case 'incident-create':
    case 'incident-live':
    case 'incident-view':
      return true;
    case 'admin-section':
      return ADMIN_SECTION_KEYS.has(route.section);
    default:
      return false;
  }
}

/**
 * Authenticated routes: not signed in -> login with a redirect back (or single sign-on first when the query carries a
 * `token`); another tenant's route -> the user's own landing route (SPEC §2, §4 Session). A kept token the server has
 * not confirmed yet (after a reload) shows nothing guarded until the server says whose it is.
 */
const Guarded = observer(function Guarded({ children }: { children: ReactNode }) {
  const app = useAppViewModel();
  // The route comes from the matched route and the query of the same render (never read afresh from the window), so
  // a render of this guard always describes the route the router matched.
  const search = useHashSearch();
  const params = useParams<{ tenant: string; '*': string }>();
  const route = withSearch(`${params.tenant}/${params['*']}`, search);
  const decision = app.guard(params.tenant, withoutToken(route));
  const waiting = decision.kind === 'wait' && !decision.unreachable;
  useEffect(() => {
    if (waiting) app.confirmSession();
  }, [app, waiting]);
  const launch = useServices().launch;
  if (decision.kind === 'wait') return <ServerSessionWait unreachable={decision.unreachable} onRetry={() => app.confirmSession()} />;
  const queryToken = new URLSearchParams(search).get('token');
  const token = queryToken ?? launch?.for(route).token ?? null;
  if (decision.kind === 'login' && token) {
    return (
      <SsoGate key={route} token={token} tenant={params.tenant} wantedRoute={withoutToken(route)}>
        {children}
      </SsoGate>
    );
  }
  if (decision.kind !== 'allow') return <Redirect to={`/${decision.route}`} replace />;
  // Already signed in: a single sign-on token is not used, but it leaves the address bar and the history all the same.
  if (queryToken !== null) return <Redirect to={`/${withoutToken(route)}`} replace />;
  // Nor kept in memory, where a later sign-out on this route would find it.
  if (token !== null) launch?.forget();
  return <>{children}</>;
});

/**
 * While the server is asked about the kept token: a spinner; when it could not be asked, why, and a way on. Plain
 * elements (public.css): Chakra loads with the signed-in screens.
 */
function ServerSessionWait({ unreachable, onRetry }: { unreachable: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!unreachable) {
    return (
      <PublicCentered main>
        <PublicSpinner label={t('login.confirming_session')} />
      </PublicCentered>
    );
  }
  return (
    <PublicCentered main>
      <div className="pub-stack">
        <p role="alert">{t('login.session_unreachable')}</p>
        <div className="pub-row">
          <button type="button" className="pub-button" onClick={onRetry}>
            {t('login.retry_session')}
          </button>
          <a className="pub-button pub-button--outline" href="#/login">
            {t('login.back_to_login')}
          </a>
        </div>
      </div>
    </PublicCentered>
  );
}

const SsoGate = observer(function SsoGate({
  children,
  ...props
}: {
  token: string;
  tenant: string;
  wantedRoute: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const vm = useViewModel(createSsoGateViewModel, props);
  if (vm.signedIn) return <>{children}</>;
  return (
    <PublicCentered main>
      <PublicSpinner label={t('login.signing_in')} />
    </PublicCentered>
  );
});

/**
 * teleport/{tenant} (mini-HQ): signed in to that tenant -> its create-incident screen; otherwise the mini-HQ login.
 */
const TeleportEntry = observer(function TeleportEntry({ tenant, search }: { tenant: string; search: string }) {
  const app = useAppViewModel();
  const decision = app.guard(tenant, routePath({ name: 'incident-create', tenant }));
  const waiting = decision.kind === 'wait' && !decision.unreachable;
  useEffect(() => {
    if (waiting) app.confirmSession();
  }, [app, waiting]);
  if (decision.kind === 'wait') return <ServerSessionWait unreachable={decision.unreachable} onRetry={() => app.confirmSession()} />;
  if (decision.kind === 'allow') return <Redirect to={withSearch(routeLink({ name: 'incident-create', tenant }), search)} replace />;
  return <Redirect to={withSearch(routeLink({ name: 'teleport', tenant, login: true }), search)} replace />;
});
