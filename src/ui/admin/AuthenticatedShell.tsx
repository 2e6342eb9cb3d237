import { Center, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { IncidentLivePage, IncidentViewPage } from '../incident/IncidentPages';
import { AdminLayout } from './AdminLayout';
import { adminSection } from './sections/section-registry';

/** SPEC §2: the authenticated routes inside the admin layout (loaded as one chunk after login). */
export default function AuthenticatedShell() {
  return (
    <AdminLayout>
      <AuthenticatedRoutes />
    </AdminLayout>
  );
}

function AuthenticatedRoutes() {
  const { t } = useTranslation();
  return (
    <Switch>
      <Route path="/:tenant/incident/live">
        <IncidentLivePage />
      </Route>
      <Route path="/:tenant/incident/live/:id">{(params) => <IncidentLivePage key={params.id} id={params.id} />}</Route>
      <Route path="/:tenant/incident/view/:id">{(params) => <IncidentViewPage key={params.id} id={params.id} />}</Route>
      <Route path="/:tenant/:section">
        {(params) => {
          const Section = adminSection(params.section);
          if (!Section) return <Redirect to="/login" replace />;
          return (
            <Suspense
              fallback={
                <Center p="8">
                  <Spinner aria-label={t('common.loading')} />
                </Center>
              }
            >
              <Section />
            </Suspense>
          );
        }}
      </Route>
    </Switch>
  );
}
