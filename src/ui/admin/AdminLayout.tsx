import { Box, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppViewModel } from '../shared/app-context';
import { SignedInToasts } from '../shared/push/PushToasts';
import { ScreenToasterSlot, ScreenToasterSlotProvider } from '../shared/AppToaster';
import { MAIN_CONTENT_ID, SkipLink } from '../shared/SkipLink';
import { useViewModel } from '../shared/use-view-model';
import { AdminShellContext } from './admin-shell-context';
import { createAdminLayoutViewModel } from './admin-layout.view-model';
import { LogoutDraftsDialog } from './LogoutDraftsDialog';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';

/**
 * SPEC §2 Authenticated admin layout: sidebar, navbar, and the route's screen. It does not follow the route: the
 * screen (the routes' switch), the sidebar's links and the navbar's title each follow it themselves.
 */
export const AdminLayout = observer(function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const vm = useViewModel(createAdminLayoutViewModel, {});
  const { branding } = useAppViewModel();
  const [toasterSlot] = useState(() => new ScreenToasterSlot());
  const productTitle = t('app.name');
  useEffect(() => branding.applyToDocument(vm.tenantId, productTitle), [branding, vm.tenantId, productTitle]);
  return (
    <AdminShellContext.Provider value={vm}>
      <ScreenToasterSlotProvider value={toasterSlot}>
        {/* One toast region for every signed-in screen (a toast keeps its time when the screen changes): the console's
          toasts, the pushes, and those of the screen on (the live page's, which go with it). */}
        <SignedInToasts slot={toasterSlot} />
        <SkipLink />
        <LogoutDraftsDialog prompt={vm.logoutPrompt} />
        <Flex h="100%" minH="100vh">
          {/* A user with no entry to show gets no sidebar: an empty column only says nothing is there. */}
          {vm.hasSidebar ? <Sidebar vm={vm} /> : null}
          <Flex direction="column" flex="1" minW="0">
            <Navbar vm={vm} />
            {/* Focused by the skip link (tabIndex -1): a target, not a stop of the Tab order, so no ring of its own. */}
            <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" p="6" overflow="auto" _focus={{ outline: 'none' }}>
              {children}
            </Box>
          </Flex>
        </Flex>
      </ScreenToasterSlotProvider>
    </AdminShellContext.Provider>
  );
});
