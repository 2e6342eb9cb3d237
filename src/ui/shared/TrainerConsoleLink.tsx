import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useServices } from './services';

/**
 * Opens the trainer's console (`#/training`) in a new tab, beside this one: only where the build offers training
 * screens (the demo), so production shows nothing.
 */
export function TrainerConsoleLink() {
  const { t } = useTranslation();
  if (!useServices().training) return null;
  return (
    <Button asChild variant="outline" size="sm" colorPalette="purple">
      <a href="#/training" target="_blank" rel="noopener">
        {t('incident_live.trainer_console')}
      </a>
    </Button>
  );
}
