import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { lazy, memo, use, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useI18nInstance } from '../i18n/use-i18n-instance';
import { Link, Redirect, Route, Switch, useRoute } from 'wouter';
import { useServices } from '../shared/services';
import { addSignedInMessages } from './signed-in-messages';
import { addIncidentMessages } from '../incident/incident-messages';
import { LoadingBoundary } from '../shared/LoadingBoundary';
import { SignedInTheme } from '../theme/SignedInTheme';
import { AdminLayout } from '../admin/AdminLayout';
import { useAdminShell } from '../admin/admin-shell-context';
import { adminSection, preloadSection } from '../admin/sections/section-registry';
import { addSectionWords } from '../admin/sections/section-words';
import { sectionTitleKey } from '../admin/sections/section-titles';

/**
 * The incident pages (live, create mode, detail) are a chunk of their own: an administration section does not load
 * them. The import answers the same promise every time, so the pages below and the early start share one download.
 */
const loadIncidentPages = () => import('../incident/IncidentPages');
const IncidentLivePage = lazy(() => loadIncidentPages().then((m) => ({ default: m.IncidentLivePage })));
const IncidentViewRoute = lazy(() => loadIncidentPages().then((m) => ({ default: m.IncidentViewRoute })));

/** SPEC §2: the authenticated routes inside the admin layout (loaded as one chunk after login), once the
 * administration strings and the rest of English are in the i18next resources. It takes no props and follows no route,
 * so the routes above rendering again (another section, a list's page or sort) do not render the shell: what follows
 * the route follows it itself (the routes' switch, the sidebar's links, the navbar's title). */
export default memo(function AuthenticatedShell() {
  return (
    <>
      <RouteCodeEarly />
      <SignedInShell />
    </>
  );
});

/**
 * What the route shows downloads at once, side by side, not one part after another: the signed-in services, the
 * shell's strings and, on an incident route, the incident pages with their services and strings, or on a section's
 * route, the section's code, its services and its words (whether the user may open it is decided when it renders; a
 * refused section only has its code fetched). Rendered before the shell, which suspends on its services and strings,
 * and alone following the route.
 */
function RouteCodeEarly() {
  const i18n = useI18nInstance();
  const services = useServices();
  const [onIncidentRoute] = useRoute('/:tenant/incident/*');
  const [onSection, params] = useRoute('/:tenant/:section');
  void Promise.all([services.ready(), addSignedInMessages(i18n)]);
  if (onIncidentRoute) void Promise.all([loadIncidentPages(), services.incidentPagesReady(), addIncidentMessages(i18n)]);
  else if (onSection && adminSection(params.section))
    void Promise.all([preloadSection(params.section), services.sectionsReady(params.section), addSectionWords(i18n, params.section)]);
  return null;
}

function SignedInShell() {
  const services = useServices();
  use(services.ready());
  use(addSignedInMessages(useI18nInstance()));
  return (
    <SignedInTheme>
      <AdminLayout>
        <AuthenticatedRoutes />
      </AdminLayout>
    </SignedInTheme>
  );
}

const AuthenticatedRoutes = observer(function AuthenticatedRoutes() {
  const shell = useAdminShell();
  return (
    <Switch>
      <Route path="/:tenant/incident/live">
        <LoadingBoundary>
          <IncidentLivePage />
        </LoadingBoundary>
      </Route>
      <Route path="/:tenant/incident/live/:id">{ofIncident(IncidentLivePage)}</Route>
      <Route path="/:tenant/incident/view/:id">{ofIncident(IncidentViewRoute)}</Route>
      <Route path="/:tenant/:section">
        {(params) => {
          const Section = adminSection(params.section);
          if (!Section) return <Redirect to="/login" replace />;
          // Permissions are routes: a section opens only when the loaded permissions allow it (no shell: nothing does).
          const refusal = shell ? shell.sectionRefusal(params.section) : 'permission';
          if (refusal) return <NoAccess section={params.section} reason={refusal} home={shell?.homeRoute ?? null} />;
          return (
            <LoadingBoundary>
              <WhenSectionsReady section={params.section}>
                <Section />
              </WhenSectionsReady>
            </LoadingBoundary>
          );
        }}
      </Route>
    </Switch>
  );
});

/** What an incident route shows of its id: another id mounts a fresh page, nothing of the previous incident kept. */
function ofIncident(Page: ComponentType<{ readonly id: string }>) {
  return ({ id }: { readonly id: string }) => (
    <LoadingBoundary>
      <Page key={id} id={id} />
    </LoadingBoundary>
  );
}

/**
 * Suspends until the admin sections' services and the section's own words are loaded (both asked for at once; the same
 * promises on every call).
 */
function WhenSectionsReady({ section, children }: { readonly section: string; readonly children: ReactNode }) {
  const ready = useServices().sectionsReady(section);
  const words = addSectionWords(useI18nInstance(), section);
  use(ready);
  use(words);
  return <>{children}</>;
}

/** SPEC §2, §6: a section the user's permissions do not show: said plainly, with the way to their start page. */
function NoAccess({
  section,
  reason,
  home,
}: {
  readonly section: string;
  readonly reason: 'tenant' | 'permission';
  readonly home: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" maxW="xl">
      <Heading as="h1" size="xl">
        {t(reason === 'tenant' ? 'admin.no_access.tenant_title' : 'admin.no_access.title')}
      </Heading>
      <Text>
        {t(reason === 'tenant' ? 'admin.no_access.tenant_text' : 'admin.no_access.text', { section: t(sectionTitleKey(section)) })}
      </Text>
      {home ? (
        <Box>
          <Button asChild colorPalette="blue">
            <Link to={`/${home}`}>{t('admin.no_access.back')}</Link>
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
