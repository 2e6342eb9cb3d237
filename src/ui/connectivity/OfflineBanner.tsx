import { Alert, CloseButton } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../shared/use-view-model';
import { createConnectivityViewModel } from './connectivity.view-model';

/** SPEC §2 Other, §8: the offline / back-online banner, in the current language. */
export const OfflineBanner = observer(function OfflineBanner() {
  const { t } = useTranslation();
  const vm = useViewModel(createConnectivityViewModel, {});
  if (!vm.banner) return null;
  const offline = vm.banner === 'offline';
  return (
    <Alert.Root
      role={offline ? 'alert' : 'status'}
      status={offline ? 'error' : 'success'}
      variant="solid"
      borderRadius="0"
      position="fixed"
      top="0"
      left="0"
      right="0"
      zIndex="banner"
    >
      <Alert.Indicator />
      <Alert.Title>{offline ? t('connectivity.offline') : t('connectivity.online')}</Alert.Title>
      {!offline && <CloseButton size="xs" ms="auto" aria-label={t('common.close')} onClick={() => vm.dismiss()} />}
    </Alert.Root>
  );
});
