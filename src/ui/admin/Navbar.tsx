import { Box, Button, Flex, Heading, IconButton, Image } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NetworkStatus } from '../connectivity/NetworkStatus';
import { LanguageMenu } from '../language/LanguageMenu';
import { PushPermission } from '../shared/push/PushPermission';
import { ThemeToggle } from '../shared/ThemeToggle';
import { useAppViewModel } from '../shared/app-context';
import { useHashPath } from '../shared/hash-location';
import { ChevronLeftIcon, MenuIcon, PlusIcon, UserIcon } from '../shared/icons';
import { useLazyMenu } from '../shared/menu/lazy-menu';
import type { AdminLayoutViewModel } from './admin-layout.view-model';
import { pageTitle } from './page-title';

/**
 * SPEC §2 Navbar: sidebar toggle, title, theme switch, language menu, add-incident (argos), log-out menu. Only the
 * title and the add-incident button follow the route: a route change renders them, not the bar.
 */
export const Navbar = observer(function Navbar({ vm }: { vm: AdminLayoutViewModel }) {
  const { t } = useTranslation();
  const account = useLazyMenu({ onSelect: (value) => value === 'logout' && void vm.logout() });
  return (
    <Flex as="header" align="center" gap="3" px="3" minH="14" borderBottomWidth="1px" bg="bg.panel" wrap="wrap">
      {vm.hasSidebar ? (
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={vm.sidebarMinimised ? t('layout.expand_sidebar') : t('layout.minimise_sidebar')}
          aria-pressed={vm.sidebarMinimised}
          onClick={() => vm.toggleSidebar()}
        >
          {vm.sidebarMinimised ? <MenuIcon /> : <ChevronLeftIcon />}
        </IconButton>
      ) : null}
      {/* The page's name (the product's stays in the sidebar and the tab): a person knows where they are at a glance. */}
      <NavbarTitle vm={vm} />
      <AddIncidentButton vm={vm} />
      <PushPermission />
      <NetworkStatus />
      <Box>
        <ThemeToggle />
      </Box>
      <LanguageMenu />
      <Button variant="ghost" size="sm" aria-label={t('layout.account_menu', { email: vm.email })} {...account.triggers.triggerOf()}>
        {vm.profilePicture ? (
          <Image src={vm.profilePicture} alt="" boxSize="6" borderRadius="full" objectFit="cover" referrerPolicy="no-referrer" />
        ) : (
          <UserIcon />
        )}
        <Box as="span" display={{ base: 'none', md: 'inline' }}>
          {vm.email}
        </Box>
      </Button>
      {account.render([{ value: 'logout', label: t('common.logout') }])}
    </Flex>
  );
});

/** The page's name (the product's stays in the sidebar and the tab): a person knows where they are at a glance. */
const NavbarTitle = observer(function NavbarTitle({ vm }: { vm: AdminLayoutViewModel }) {
  const { t } = useTranslation();
  const { branding } = useAppViewModel();
  const [path] = useHashPath();
  return (
    <Heading as="p" size="md" flex="1" minW="8rem" truncate>
      {pageTitle(t, path) ?? branding.tabTitle(vm.tenantId, t('app.name'))}
    </Heading>
  );
});

/** SPEC §2 Navbar: add-incident, on the argos route alone (see AdminLayoutViewModel.addIncident). */
const AddIncidentButton = observer(function AddIncidentButton({ vm }: { vm: AdminLayoutViewModel }) {
  const { t } = useTranslation();
  const [path] = useHashPath();
  const addIncident = vm.addIncident(path);
  if (!addIncident.visible) return null;
  return (
    <Button size="sm" colorPalette="red" disabled={addIncident.disabled} onClick={() => vm.openIncidentCreation()}>
      <PlusIcon />
      {t('layout.add_incident')}
    </Button>
  );
});
