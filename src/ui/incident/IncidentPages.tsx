import { Stack } from '@chakra-ui/react';
import { lazy, use, useMemo, type ReactNode } from 'react';
import { useI18nInstance } from '../i18n/use-i18n-instance';
import { useParams } from 'wouter';
import { shortcutKeys } from '../../domain/live/live-shortcuts';
import { SHARE_TOKEN_QUERY } from '../../domain/sharing/shared-live-view';
import { useHashSearch } from '../shared/hash-location';
import { useServices } from '../shared/services';
import { addEnglish } from '../i18n/signed-in-messages';
import { addIncidentMessages } from './incident-messages';
import { LoadingBoundary } from '../shared/LoadingBoundary';
import { SignedInTheme } from '../theme/SignedInTheme';
import { LiveIncidentPage, type LivePanels } from './live/LiveIncidentPage';
import { ChatPanel, IncidentEditForm, MediaCarousel, ShareModalButton } from './live/panels';
import { SearchIncidentsButton } from './search/SearchIncidentsDrawer';
import { LinkIncidentsButton } from './view/LinkIncidentsButton';
import { SendPushButton } from './push/SendPushButton';

/**
 * The create mode and the incident detail load with their own route: the live view of an incident (the route a call
 * is answered on) does not draw them, so its JavaScript does not carry them.
 */
const CreateIncidentMode = lazy(() => import('./create/CreateIncidentMode'));
const IncidentDetailPage = lazy(() => import('./view/IncidentViewPage').then((m) => ({ default: m.IncidentViewPage })));

/** The live page's panels (chat, media, edit form, share and link controls, search-incidents button). */
const LIVE_PANELS: LivePanels = {
  header: ({ tenant }) => <SearchIncidentsButton tenant={tenant} />,
  share: ({ incidentId, tenantId }) => (
    <>
      <ShareModalButton incidentId={incidentId} tenantId={tenantId} />
      <LinkIncidentsButton incidentId={incidentId} tenantId={tenantId} />
      <SendPushButton incidentId={incidentId} />
    </>
  ),
  details: ({ incidentId, tenantId, registerStopGuard, onIncidentSaved, follow }) => (
    <>
      {/* The form registers its own leave check (required title; flushes pending auto-saves). */}
      <IncidentEditForm
        incidentId={incidentId}
        tenantId={tenantId}
        registerStopGuard={registerStopGuard}
        onSaved={onIncidentSaved}
        follow={follow}
      />
      <MediaCarousel incidentId={incidentId} tenantId={tenantId} />
    </>
  ),
  chat: ({ incidentId, tenantId, callEnded, readOnlyNote }) => (
    <ChatPanel
      incidentId={incidentId}
      tenantId={tenantId}
      compact
      keyShortcuts={shortcutKeys('chat')}
      callEnded={callEnded}
      readOnlyNote={readOnlyNote}
    />
  ),
};

function useTenantParam(): string {
  const params = useParams<{ tenant?: string }>();
  return params.tenant ?? 'public';
}

/**
 * What every incident page waits for and reads: the incident pages' services and words loaded (suspending until
 * they are), the route's tenant and the hash's query.
 */
function useIncidentPage(): { readonly tenant: string; readonly search: URLSearchParams } {
  const i18n = useI18nInstance();
  use(useServices().incidentPagesReady());
  use(addIncidentMessages(i18n));
  const tenant = useTenantParam();
  const rawSearch = useHashSearch();
  const search = useMemo(() => new URLSearchParams(rawSearch), [rawSearch]);
  return { tenant, search };
}

/**
 * SPEC §2 Authenticated incident routes: {tenant}/incident/live (create mode, with the list of the tenant's live
 * incidents beside the form, below it on narrow screens) and {tenant}/incident/live/{id} (the live view).
 */
export function IncidentLivePage({ id }: { id?: string }) {
  const { tenant, search } = useIncidentPage();
  if (!id) {
    return (
      <LoadingBoundary>
        <CreateIncidentMode tenant={tenant} search={search} />
      </LoadingBoundary>
    );
  }
  return <LiveIncidentPage tenant={tenant} id={id} search={search} panels={LIVE_PANELS} />;
}

/**
 * Suspends until the incident pages' services, English (for an English console) and the pages' own strings are loaded
 * (this route is outside the signed-in shell).
 */
function WhenReady({ children }: { children: ReactNode }) {
  const i18n = useI18nInstance();
  use(useServices().incidentPagesReady());
  use(addEnglish(i18n));
  use(addIncidentMessages(i18n));
  return <>{children}</>;
}

/** {tenant}/incident/live/{id}/view: the read-only live view (no login guard, no controls). */
export function IncidentLiveViewPage({ id }: { id: string }) {
  const tenant = useTenantParam();
  const rawSearch = useHashSearch();
  const search = useMemo(() => new URLSearchParams(rawSearch), [rawSearch]);
  return (
    <SignedInTheme>
      <Stack as="main" gap="2" p="6">
        <LoadingBoundary>
          <WhenReady>
            {/* Another tenant or share token in the link is another view: never the one loaded for the previous link. */}
            <LiveIncidentPage
              key={`${tenant}/${id}?${search.get(SHARE_TOKEN_QUERY) ?? ''}`}
              tenant={tenant}
              id={id}
              search={search}
              readOnly
            />
          </WhenReady>
        </LoadingBoundary>
      </Stack>
    </SignedInTheme>
  );
}

/** {tenant}/incident/view/{id}: the incident detail (optional `token` and `fromIncidentDetail` in the query). */
export function IncidentViewRoute({ id }: { id: string }) {
  const { tenant, search } = useIncidentPage();
  // A new incident (a linked one chosen) starts the page over: every panel's state is reset.
  return (
    <LoadingBoundary>
      <IncidentDetailPage key={`${tenant}/${id}`} tenant={tenant} id={id} search={search} />
    </LoadingBoundary>
  );
}
