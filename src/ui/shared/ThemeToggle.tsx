import { Switch } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppViewModel } from './app-context';

/** SPEC §1 theme toggle: a switch a screen reader names "Dark theme". */
export const ThemeToggle = observer(function ThemeToggle() {
  const { t } = useTranslation();
  const app = useAppViewModel();
  return (
    <Switch.Root checked={app.isDark} onCheckedChange={() => app.toggleTheme()} size="sm">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{t('common.dark_theme')}</Switch.Label>
    </Switch.Root>
  );
});
