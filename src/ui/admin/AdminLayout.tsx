import { Box, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { currentUser, logoutUseCase, realtimeConnection, sessionWatch } from '../app/app-services';
import { currentRoute, navigateHash } from '../app/hash-location';
import { UI_TENANT_CONFIG, applyDocumentBranding, brandingFor } from '../app/tenant-branding';
import { useViewModel } from '../shared/use-view-model';
import { AdminShellContext } from './admin-shell-context';
import { AdminLayoutViewModel } from './admin-layout.view-model';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';

/** SPEC §2 Authenticated admin layout: sidebar, navbar, and the route's screen. */
export const AdminLayout = observer(function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const vm = useViewModel(
    (services) =>
      new AdminLayoutViewModel({
        user: currentUser(services),
        logout: logoutUseCase(services),
        navigate: (route) => navigateHash(route),
        currentRoute,
        config: UI_TENANT_CONFIG,
        branding: brandingFor,
        sessionWatch: sessionWatch(services),
        realtime: realtimeConnection(services),
      }),
  );
  const productTitle = t('app.name');
  useEffect(() => applyDocumentBranding(vm.tenantId, productTitle), [vm.tenantId, productTitle]);
  return (
    <AdminShellContext.Provider value={vm}>
      <Flex h="100%" minH="100vh">
        <Sidebar vm={vm} path={path} />
        <Flex direction="column" flex="1" minW="0">
          <Navbar vm={vm} path={path} />
          <Box as="main" flex="1" p="6" overflow="auto">
            {children}
          </Box>
        </Flex>
      </Flex>
    </AdminShellContext.Provider>
  );
});
