import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A screen or section still loading: a spinner named "Loading", centred in the room it will take. */
export function LoadingSpinner() {
  const { t } = useTranslation();
  return (
    <Center p="8">
      <Spinner role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
