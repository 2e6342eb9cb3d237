import { ChakraProvider } from '@chakra-ui/react';
import type { i18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Redirect, Route, Router, Switch, useParams } from 'wouter';
import { RouteGuardUseCase } from '../../application/session/route-guard.use-case';
import { HomePage } from '../home/HomePage';
import { LoginPage } from '../login/LoginPage';
import { system } from '../theme/theme';
import { AppViewModelContext } from './app-context';
import type { AppViewModel } from './app.view-model';
import { currentRoute, useHashPath, useHashSearch } from './hash-location';
import { ServicesProvider, useServices, type Services } from './services';

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
        <ChakraProvider value={system}>
          <AppViewModelContext.Provider value={app}>
            <Router hook={useHashPath} searchHook={useHashSearch}>
              <Routes />
            </Router>
          </AppViewModelContext.Provider>
        </ChakraProvider>
      </I18nextProvider>
    </ServicesProvider>
  );
});

function Routes() {
  const search = new URLSearchParams(useHashSearch());
  return (
    <Switch>
      <Route path="/login">
        <LoginPage key="login" routeTenant={null} search={search} miniHq={false} />
      </Route>
      <Route path="/login/:tenant">
        {(params) => <LoginPage key={`login/${params.tenant}`} routeTenant={params.tenant} search={search} miniHq={false} />}
      </Route>
      <Route path="/minihq/:tenant/login">
        {(params) => <LoginPage key={`minihq/${params.tenant}`} routeTenant={params.tenant} search={search} miniHq />}
      </Route>
      <Route path="/minihq/:tenant">{(params) => <Redirect to={`/teleport/${encodeURIComponent(params.tenant)}/login`} replace />}</Route>
      <Route path="/teleport/:tenant/login">
        {(params) => <LoginPage key={`teleport/${params.tenant}`} routeTenant={params.tenant} search={search} miniHq />}
      </Route>
      <Route path="/teleport/:tenant">{(params) => <Redirect to={`/teleport/${encodeURIComponent(params.tenant)}/login`} replace />}</Route>
      <Route path="/:tenant/*">
        <Guarded>
          <SectionFromRoute />
        </Guarded>
      </Route>
      <Route>
        <Redirect to="/login" replace />
      </Route>
    </Switch>
  );
}

/** Authenticated routes: not signed in -> login with a redirect back; another tenant -> the user's own landing. */
function Guarded({ children }: { children: ReactNode }) {
  const services = useServices();
  const params = useParams<{ tenant: string }>();
  const decision = services.get(RouteGuardUseCase).execute(params.tenant, currentRoute());
  if (decision.kind !== 'allow') return <Redirect to={`/${decision.route}`} replace />;
  return <>{children}</>;
}

function SectionFromRoute() {
  const params = useParams<{ tenant: string; '*': string }>();
  return <HomePage key={params['*']} section={params['*']} />;
}
