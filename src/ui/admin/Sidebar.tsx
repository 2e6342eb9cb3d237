import { Box, Image, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../domain/routing/routes';
import { sidebarEntryRoute } from '../../domain/routing/sidebar';
import { useAppViewModel } from '../app/app-context';
import type { AdminLayoutViewModel } from './admin-layout.view-model';
import { SidebarIcon } from './sidebar-icons';

/** SPEC §2 Sidebar: the visible entries as links to {tenant}/{key}, the current one marked, logo and version. */
export const Sidebar = observer(function Sidebar({ vm, path }: { vm: AdminLayoutViewModel; path: string }) {
  const { t } = useTranslation();
  const assets = useAppViewModel().branding;
  const tenant = vm.tenantId;
  const branding = vm.branding;
  const current = vm.currentEntryKey(path);
  const minimised = vm.sidebarMinimised;
  const tenantLogo = branding.useTenantLogo && tenant ? assets.tenantAsset(tenant, 'logo.svg') : null;
  return (
    <Box
      as="nav"
      aria-label={t('layout.sidebar')}
      data-minimised={minimised ? 'true' : 'false'}
      w={minimised ? '16' : '64'}
      flexShrink={0}
      borderRightWidth="1px"
      bg="bg.panel"
      display="flex"
      flexDirection="column"
      overflowY="auto"
      transition="width 0.15s"
    >
      <Box p="3" minH="14" display="flex" alignItems="center" gap="2">
        {branding.showDefaultLogo && (
          <Image src={assets.defaultLogo} alt={t('layout.default_logo')} boxSize="8" data-testid="default-logo" />
        )}
        {tenantLogo && (
          <Image
            src={tenantLogo}
            alt={t('layout.tenant_logo')}
            h="8"
            maxW={minimised ? '10' : '40'}
            objectFit="contain"
            objectPosition="left"
          />
        )}
        {!minimised && branding.showDefaultLogo && (
          <Text fontWeight="bold" fontSize="sm">
            {t('app.name')}
          </Text>
        )}
      </Box>
      <Stack as="ul" gap="0.5" px="2" listStyleType="none" flex="1">
        {vm.entries.map((entry) => {
          const label = t(entry.labelKey);
          const active = entry.key === current;
          return (
            <li key={entry.key}>
              <Link
                href={`#/${routePath(sidebarEntryRoute(tenant ?? '', entry))}`}
                aria-current={active ? 'page' : undefined}
                aria-label={minimised ? label : undefined}
                title={minimised ? label : undefined}
                display="flex"
                alignItems="center"
                gap="2"
                px="3"
                py="2"
                borderRadius="md"
                fontSize="sm"
                textDecoration="none"
                bg={active ? 'colorPalette.subtle' : undefined}
                colorPalette="red"
                fontWeight={active ? 'semibold' : 'normal'}
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              >
                <Box as="span" aria-hidden="true" w="5" display="inline-flex" justifyContent="center" flexShrink={0}>
                  <SidebarIcon entryKey={entry.key} />
                </Box>
                {!minimised && <span>{label}</span>}
              </Link>
            </li>
          );
        })}
      </Stack>
      <Text p="3" fontSize="xs" color="fg.muted" aria-label={t('layout.version', { version: branding.version })}>
        {minimised ? branding.version : t('layout.version', { version: branding.version })}
      </Text>
    </Box>
  );
});
