import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LogoutUseCase } from '../../application/auth/logout.use-case';
import { SessionStore } from '../../application/session/session-store';
import { navigateHash } from '../app/hash-location';
import { ThemeToggle } from '../app/ThemeToggle';
import { useViewModel } from '../shared/use-view-model';
import { HomeViewModel } from './home.view-model';

export const HomePage = observer(function HomePage({ section }: { section: string }) {
  const { t } = useTranslation();
  const vm = useViewModel((services) => new HomeViewModel(services.get(SessionStore), services.get(LogoutUseCase), (route) => navigateHash(route)));
  const session = vm.session;
  return (
    <Box as="main" p="8">
      <Stack gap="4" maxW="xl">
        <Heading as="h1" size="xl">
          {t('home.title')}
        </Heading>
        {session && (
          <Text>
            {t('home.signed_in_as', { email: session.user.email, tenant: session.tenantId })}
          </Text>
        )}
        <Text color="fg.muted">{t('home.section', { section })}</Text>
        <ThemeToggle />
        <Box>
          <Button onClick={() => vm.logout()} variant="outline">
            {t('common.logout')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
});
