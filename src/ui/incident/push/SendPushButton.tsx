import { Button, Checkbox, Fieldset, Stack, Switch, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../shared/AppDialog';
import { useNotify } from '../../shared/AppToaster';
import { useViewModel } from '../../shared/use-view-model';
import { createSendPushModel } from './send-push.factory';
import { checkboxRecipe } from '../../theme/recipes/checkbox';
import { fieldsetRecipe } from '../../theme/recipes/fieldset';
import { switchRecipe } from '../../theme/recipes/switch';

/**
 * SPEC §7, §9: send a push about the incident to chosen topics or to everyone; the dialog is the confirmation. Not
 * offered to a user who may not edit the incident.
 */
export const SendPushButton = observer(function SendPushButton({ incidentId }: { readonly incidentId: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const vm = useViewModel(createSendPushModel, {
    incidentId,
    notify,
  });
  if (!vm.offered) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => vm.show(true)}>
        {t('incident_live.push.open')}
      </Button>
      <AppDialog
        open={vm.open}
        role="alertdialog"
        title={t('incident_live.push.question', { id: incidentId })}
        onClose={() => vm.show(false)}
        onSubmit={() => void vm.send()}
        actions={
          <>
            <Button variant="outline" disabled={vm.busy} onClick={() => vm.show(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={vm.busy} disabled={!vm.canSend}>
              {t('incident_live.push.send')}
            </Button>
          </>
        }
      >
        <Stack gap="3">
          <Switch.Root recipe={switchRecipe} checked={vm.global} onCheckedChange={(e) => vm.setGlobal(e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('incident_live.push.global')}</Switch.Label>
          </Switch.Root>
          <Fieldset.Root recipe={fieldsetRecipe} disabled={vm.global}>
            <Fieldset.Legend>{t('incident_live.push.topics')}</Fieldset.Legend>
            <Stack gap="1">
              {vm.allTopics.map((topic) => (
                <Checkbox.Root
                  recipe={checkboxRecipe}
                  key={topic}
                  checked={vm.topics.includes(topic)}
                  onCheckedChange={() => vm.toggle(topic)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t(`incident_live.push.topic.${topic}`)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Fieldset.Root>
          <Text fontSize="sm" color="fg.muted">
            {vm.global ? t('incident_live.push.global_effect') : t('incident_live.push.topics_effect')}
          </Text>
        </Stack>
      </AppDialog>
    </>
  );
});
