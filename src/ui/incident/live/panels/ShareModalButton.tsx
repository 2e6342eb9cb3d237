import { Alert, Button, Field, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../shared/AppDialog';
import { useViewModel } from '../../../shared/use-view-model';
import { PanelPhoneField } from './PanelPhoneField';
import { createShareModalViewModel } from './share-modal.view-model';

export interface ShareModalButtonProps {
  readonly incidentId: string;
  readonly tenantId: string;
}

/** SPEC §2 Share modal: send address, collab broadcast, new broadcast, new incident, share invitation. */
export const ShareModalButton = observer(function ShareModalButton({ incidentId, tenantId }: ShareModalButtonProps) {
  const { t } = useTranslation();
  const vm = useViewModel(createShareModalViewModel, { incidentId, tenantId });
  const outcome = vm.outcome;
  return (
    <>
      <Button variant="outline" onClick={() => vm.openModal()}>
        {t('incident_panels.share.open')}
      </Button>
      <AppDialog
        size="lg"
        open={vm.open}
        title={t('incident_panels.share.title')}
        onClose={() => vm.close()}
        onSubmit={() => void vm.send()}
        actions={
          <>
            <Button variant="outline" onClick={() => vm.close()}>
              {t('common.close')}
            </Button>
            <Button type="submit" colorPalette="blue" disabled={vm.sendDisabled} loading={vm.sending || vm.loading}>
              {t('incident_panels.share.send')}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <RadioGroup.Root
            value={vm.activeMode}
            onValueChange={(details) => details.value && vm.setMode(details.value)}
            aria-label={t('incident_panels.share.mode')}
          >
            <Text fontWeight="semibold" mb="1">
              {t('incident_panels.share.mode')}
            </Text>
            <Stack gap="1">
              {vm.modes.map((mode) => (
                <RadioGroup.Item key={mode} value={mode}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`incident_panels.share.mode_${mode}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Text fontSize="sm" color="fg.muted">
            {t(`incident_panels.share.help_${vm.activeMode}`)}
          </Text>
          <RadioGroup.Root
            value={vm.channel}
            onValueChange={(details) => details.value && vm.setChannel(details.value)}
            aria-label={t('incident_panels.share.channel')}
          >
            <Text fontWeight="semibold" mb="1">
              {t('incident_panels.share.channel')}
            </Text>
            <Stack direction="row" gap="4">
              {(['sms', 'whatsapp'] as const).map((channel) => (
                <RadioGroup.Item key={channel} value={channel}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`incident_panels.share.channel_${channel}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <PanelPhoneField
            prefix={vm.phone.prefix}
            prefixes={vm.phone.prefixes}
            mask={vm.phone.mask}
            maskedNumber={vm.phone.maskedNumber}
            onPrefix={(prefix) => vm.setPrefix(prefix)}
            onNumber={(typed) => vm.typeNumber(typed)}
          />
          {vm.activeMode === 'newIncident' && (
            <>
              <Field.Root>
                <Field.Label>{t('incident_panels.share.new_title')}</Field.Label>
                <Input value={vm.newTitle} onChange={(e) => vm.setNewTitle(e.currentTarget.value)} />
                <Field.HelperText>{t('incident_panels.share.copied_help')}</Field.HelperText>
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('incident_panels.share.new_description')}</Field.Label>
                <Textarea rows={2} value={vm.newDescription} onChange={(e) => vm.setNewDescription(e.currentTarget.value)} />
              </Field.Root>
            </>
          )}
          {vm.activeMode === 'shareInvitation' && (
            <Field.Root>
              <Field.Label>{t('incident_panels.share.broadcast_channel')}</Field.Label>
              <Input value={vm.broadcastChannel} onChange={(e) => vm.setBroadcastChannel(e.currentTarget.value)} />
              <Field.HelperText>{t('incident_panels.share.broadcast_channel_help')}</Field.HelperText>
            </Field.Root>
          )}
          {outcome && (
            <Alert.Root status={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
              <Alert.Indicator />
              <Alert.Title>{t(outcome.message.key, outcome.message.params)}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </AppDialog>
    </>
  );
});
