import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppViewModel } from '../shared/app-context';
import { useServices } from '../shared/services';

/**
 * Opens the trainer's console (`#/training`) in a new tab, beside this one: only where the build offers training
 * screens (the demo), so production shows nothing; and only to a user who may supervise a drill (not to a user
 * without any permission: offersTrainerConsole).
 */
export const TrainerConsoleLink = observer(function TrainerConsoleLink() {
  const { t } = useTranslation();
  const offered = useAppViewModel().offersTrainerConsole;
  if (!useServices().training || !offered) return null;
  return (
    <Button asChild variant="outline" size="sm" colorPalette="purple">
      <a href="#/training" target="_blank" rel="noopener">
        {t('incident_live.trainer_console')}
      </a>
    </Button>
  );
});
