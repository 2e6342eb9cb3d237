import { Button, Dialog, Menu, Portal } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../domain/language/language';

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
      <Dialog.Root role="alertdialog" open={vm.pending !== null} onOpenChange={(details) => !details.open && vm.cancel()}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('language.confirm_title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{t('language.confirm_text', { language: pendingName })}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => vm.cancel()}>
                  {t('common.cancel')}
                </Button>
                <Button colorPalette="red" onClick={() => vm.confirm()}>
                  {t('language.confirm_action')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
});
