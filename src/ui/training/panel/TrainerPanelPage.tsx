import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The trainer's panel: pick or load a drill, assign it, watch it unfold, inject events, debrief. */
export function TrainerPanelPage() {
  const { t } = useTranslation();
  return (
    <Box as="main" p={{ base: 4, md: 6 }} maxW="1600px" mx="auto">
      <Heading as="h1" size="xl">
        {t('training.panel.title')}
      </Heading>
      <Text color="fg.muted">{t('training.panel.intro')}</Text>
    </Box>
  );
}
