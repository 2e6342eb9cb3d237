import { Button, Menu, Portal } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../domain/language/language';

import { ConfirmDialog } from '../shared/ConfirmDialog';
import { GlobeIcon } from '../shared/icons';
import { useViewModel } from '../shared/use-view-model';
import { createLanguageMenuViewModel } from './language-menu.view-model';

/** SPEC §1, §2 Navbar, §8: the language menu; a choice asks for confirmation, then the page reloads in it. */
export const LanguageMenu = observer(function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const vm = useViewModel(createLanguageMenuViewModel, { current });
  const pendingName = vm.pending ? t(`language.names.${vm.pending}`) : '';
  return (
    <>
      <Menu.Root onSelect={(details) => isLanguage(details.value) && vm.choose(details.value)}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" aria-label={t('language.menu', { language: t(`language.names.${current}`) })}>
            <GlobeIcon />
            {current.toUpperCase()}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {vm.languages.map((language) => (
                <Menu.Item key={language} value={language} aria-current={language === current ? 'true' : undefined} lang={language}>
                  {t(`language.names.${language}`)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={vm.pending !== null}
        title={t('language.confirm_title')}
        confirmLabel={t('language.confirm_action')}
        onConfirm={() => vm.confirm()}
        onCancel={() => vm.cancel()}
        tone="danger"
      >
        {t('language.confirm_text', { language: pendingName })}
      </ConfirmDialog>
    </>
  );
});
