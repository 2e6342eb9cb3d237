import { Box, Image, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../domain/routing/routes';
import { groupSidebarEntries, sidebarEntryRoute, type SidebarEntry } from '../../domain/routing/sidebar';
import { useAppViewModel } from '../shared/app-context';
import { useHashPathSelect } from '../shared/hash-location';
import type { AdminLayoutViewModel } from './admin-layout.view-model';
import { SidebarIcon } from './sidebar-icons';

/**
 * SPEC §2 Sidebar: the visible entries, under their groups' headings, as links to {tenant}/{key}, the current one
 * marked, logo and version. It does not follow the route: each link follows whether it is the current one, so a route
 * change renders the two links whose mark changed, not the sidebar.
 */
export const Sidebar = observer(function Sidebar({ vm }: { vm: AdminLayoutViewModel }) {
  const { t } = useTranslation();
  const assets = useAppViewModel().branding;
  const tenant = vm.tenantId;
  const branding = vm.branding;
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
      <Stack gap="3" px="2" pb="2" flex="1">
        {groupSidebarEntries(vm.entries).map(({ group, entries }) => {
          const headingId = `sidebar-group-${group}`;
          const heading = t(`layout.sidebar_groups.${group}`);
          return (
            <Box key={group}>
              {/* Minimised, the icons stand alone: a rule keeps the groups apart and the list keeps its name. */}
              {minimised ? (
                <Box as="hr" mx="2" mb="1" borderColor="border.muted" aria-hidden="true" />
              ) : (
                <Text id={headingId} px="3" pt="1" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
                  {heading}
                </Text>
              )}
              <Stack
                as="ul"
                gap="0.5"
                listStyleType="none"
                aria-labelledby={minimised ? undefined : headingId}
                aria-label={minimised ? heading : undefined}
              >
                {entries.map((entry) => (
                  <SidebarLink key={entry.key} vm={vm} entry={entry} tenant={tenant ?? ''} minimised={minimised} />
                ))}
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <Text p="3" fontSize="xs" color="fg.muted" aria-label={t('layout.version', { version: branding.version })}>
        {minimised ? branding.version : t('layout.version', { version: branding.version })}
      </Text>
    </Box>
  );
});

/**
 * One entry: its icon and label (the label alone names it when minimised), marked when it is the current page. It
 * renders again when its own mark changes (or its props), not on every route.
 */
const SidebarLink = memo(function SidebarLink({
  vm,
  entry,
  tenant,
  minimised,
}: {
  readonly vm: AdminLayoutViewModel;
  readonly entry: SidebarEntry;
  readonly tenant: string;
  readonly minimised: boolean;
}) {
  const { t } = useTranslation();
  // The tenant is a prop: another tenant renders the link again, and the mark is read afresh for it.
  const active = useHashPathSelect((path) => tenant !== '' && vm.currentEntryKey(path) === entry.key);
  const label = t(entry.labelKey);
  return (
    <li>
      <Link
        href={`#/${routePath(sidebarEntryRoute(tenant, entry))}`}
        aria-current={active ? 'page' : undefined}
        aria-label={minimised ? label : undefined}
        title={minimised ? label : undefined}
        display="flex"
        alignItems="center"
        gap="2"
        px="3"
        py="1.5"
        borderRadius="md"
        fontSize="sm"
        textDecoration="none"
        bg={active ? 'colorPalette.subtle' : undefined}
        colorPalette="red"
        fontWeight={active ? 'semibold' : 'normal'}
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      >
        <Box as="span" aria-hidden="true" w="5" display="inline-flex" justifyContent="center" flexShrink={0}>
          <SidebarIcon icon={entry.icon} />
        </Box>
        {!minimised && <span>{label}</span>}
      </Link>
    </li>
  );
});
