import { Box, CloseButton, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../use-view-model';
import { createPushToastsModel } from './push.factory';

/** SPEC §9: the pushes this device receives, each shown for 8000 ms at the bottom right of the signed-in screens. */
export const PushToasts = observer(function PushToasts() {
  const { t } = useTranslation();
  const vm = useViewModel(createPushToastsModel, {});
  return (
    <Stack position="fixed" bottom="4" right="4" zIndex="toast" gap="2" maxW="sm" role="status" aria-label={t('push.received_region')}>
      {vm.shown.map((push) => (
        <Box key={push.key} bg="bg.panel" borderWidth="1px" borderColor="blue.500" borderRadius="md" p="3" boxShadow="lg">
          <Flex gap="2" align="start">
            <Box flex="1" minW="0">
              <Text fontWeight="semibold">{t('push.received', { id: push.incidentId })}</Text>
              {push.title ? <Text fontSize="sm">{push.title}</Text> : null}
            </Box>
            <CloseButton size="xs" aria-label={t('common.close')} onClick={() => vm.close(push.key)} />
          </Flex>
        </Box>
      ))}
    </Stack>
  );
});
