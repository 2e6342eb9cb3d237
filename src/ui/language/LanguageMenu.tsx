import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../domain/language/language';

import { ConfirmDialog } from '../shared/ConfirmDialog';
import { GlobeIcon } from '../shared/icons';
import { useLazyMenu } from '../shared/menu/lazy-menu';
import { useViewModel } from '../shared/use-view-model';
import { createLanguageMenuViewModel } from './language-menu.view-model';

/** SPEC §1, §2 Navbar, §8: the language menu; a choice asks for confirmation, then the page reloads in it. */
export const LanguageMenu = observer(function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const vm = useViewModel(createLanguageMenuViewModel, { current });
  const pendingName = vm.pending ? t(`language.names.${vm.pending}`) : '';
  const menu = useLazyMenu({ onSelect: (value) => isLanguage(value) && vm.choose(value) });
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('language.menu', { language: t(`language.names.${current}`) })}
        {...menu.triggers.triggerOf()}
      >
        <GlobeIcon />
        {current.toUpperCase()}
      </Button>
      {menu.render(
        vm.languages.map((language) => ({
          value: language,
          label: t(`language.names.${language}`),
          current: language === current,
          lang: language,
        })),
      )}
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
