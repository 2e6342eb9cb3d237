import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * SPEC §2 Public routes: deeplinks, a public page. Links the platform sends (to callers and collaborators) open the
 * mobile app; when one is opened on a computer it lands here. The page says so, in the current language, and offers
 * the operators' sign-in. It needs no session and calls nothing.
 */
export function DeeplinksPage() {
  const { t } = useTranslation();
  return (
    <Box as="main" minH="100%" display="flex" alignItems="center" justifyContent="center" p="6">
      <Stack as="section" aria-labelledby="deeplinks-title" gap="4" maxW="md" p="8" borderWidth="1px" borderRadius="lg" bg="bg.panel">
        <Heading id="deeplinks-title" as="h1" size="lg">
          {t('deeplinks.title')}
        </Heading>
        <Text>{t('deeplinks.text')}</Text>
        <Text color="fg.muted">{t('deeplinks.operators')}</Text>
        <Link href="#/login" colorPalette="red" fontWeight="semibold">
          {t('deeplinks.sign_in')}
        </Link>
      </Stack>
    </Box>
  );
}
