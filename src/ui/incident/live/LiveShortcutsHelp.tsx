import { Button, HStack, Kbd, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_SHORTCUTS, shortcutKeys } from '../../../domain/live/live-shortcuts';
import { AppDialog } from '../../shared/AppDialog';
import { useViewModel } from '../../shared/use-view-model';
import { activateShortcutControl, createLiveShortcuts } from './live-shortcuts.model';
import { TableHead } from '../../shared/TableHead';
import { kbdRecipe } from '../../theme/recipes/kbd';

/**
 * The live page's keyboard shortcuts: heard while the page is mounted (the listener goes with it), and listed in a
 * dialog that `?` or this button opens.
 */
export const LiveShortcutsHelp = observer(function LiveShortcutsHelp() {
  const { t } = useTranslation();
  const shortcuts = useViewModel(createLiveShortcuts, {
    target: window,
    activate: (shortcut) => activateShortcutControl(document, shortcut),
  });
  return (
    <>
      <Button variant="outline" size="sm" aria-keyshortcuts={shortcutKeys('help')} onClick={() => shortcuts.openHelp()}>
        {t('shortcuts.open')}
        <Kbd recipe={kbdRecipe} size="sm" aria-hidden="true">
          ?
        </Kbd>
      </Button>
      <AppDialog
        open={shortcuts.helpOpen}
        title={t('shortcuts.title')}
        onClose={() => shortcuts.closeHelp()}
        actions={
          <Button variant="outline" onClick={() => shortcuts.closeHelp()}>
            {t('common.close')}
          </Button>
        }
      >
        <Text mb="3">{t('shortcuts.intro')}</Text>
        <Table.Root size="sm">
          <TableHead columns={[t('shortcuts.keys'), t('shortcuts.action')]} />
          <Table.Body>
            {LIVE_SHORTCUTS.map((shortcut) => (
              <Table.Row key={shortcut.action}>
                <Table.Cell whiteSpace="nowrap">
                  <HStack gap="1" as="span">
                    {(shortcut.action === 'help' ? ['?'] : shortcut.keys.split('+')).map((key, index) => (
                      <Fragment key={index}>
                        {index > 0 ? <span aria-hidden="true">+</span> : null}
                        <Kbd recipe={kbdRecipe}>{key}</Kbd>
                      </Fragment>
                    ))}
                  </HStack>
                </Table.Cell>
                <Table.Cell>{t(`shortcuts.actions.${shortcut.action}`)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Text mt="3" fontSize="sm" color="fg.muted">
          {t('shortcuts.note')}
        </Text>
      </AppDialog>
    </>
  );
});
