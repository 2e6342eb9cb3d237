import { Button, CloseButton, Drawer, Field, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../shared/DateField';
import { AppForm } from '../../shared/AppForm';
import { InlineAlert } from '../../shared/InlineAlert';
import { PhoneField } from '../../shared/PhoneField';
import { useViewModel } from '../../shared/use-view-model';
import { SearchIncidentsList } from './SearchIncidentsList';
import { createSearchIncidentsViewModel, type SearchField, type SearchIncidentsViewModel } from './search-incidents.view-model';
import { drawerRecipe } from '../../theme/recipes/drawer';

/** SPEC §2 the criteria: name, incident id, start and end dates, phone with prefix; Enter searches. */
const SearchCriteria = observer(function SearchCriteria({
  vm,
  firstField,
}: {
  vm: SearchIncidentsViewModel;
  firstField: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const field = (name: SearchField, label: string, ref?: Ref<HTMLInputElement>) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input ref={ref} value={vm.value(name)} onChange={(e) => vm.setField(name, e.currentTarget.value)} />
    </Field.Root>
  );
  const dateField = (name: SearchField, label: string) => (
    <DateField label={label} width="full" value={vm.value(name)} onChange={(day) => vm.setField(name, day)} />
  );
  const reason = vm.disabledReason;
  return (
    <AppForm onSubmit={() => vm.confirm()}>
      <Stack gap="3">
        {field('name', t('search.name'), firstField)}
        {field('incidentId', t('search.incident_id'))}
        <HStack align="flex-start">
          {dateField('startDate', t('search.start_date'))}
          {dateField('endDate', t('search.end_date'))}
        </HStack>
        {vm.messages.map((key) => (
          <Text key={key} fontSize="sm" color="fg.warning">
            {t(key)}
          </Text>
        ))}
        <PhoneField
          phone={vm.phone}
          onPrefix={(p) => vm.setPrefix(p)}
          onNumber={(typed) => vm.typePhone(typed)}
          labels={{ prefix: t('search.prefix'), number: t('search.phone') }}
        />
        <Stack gap="1">
          <Button type="submit" disabled={vm.confirmDisabled} loading={vm.busy} aria-describedby={reason ? hintId : undefined}>
            {t('search.submit')}
          </Button>
          {reason && (
            <Text id={hintId} fontSize="sm" color="fg.muted">
              {t(reason)}
            </Text>
          )}
        </Stack>
      </Stack>
    </AppForm>
  );
});

/**
 * SPEC §2 the search-incidents button and its panel. The panel is a drawer at the end of the page without a
 * backdrop and not modal, so the live video stays in sight and in use during a call; Escape or Close closes it and
 * the focus goes back to the button. Renders nothing when the user's hasAccess is false.
 */
export const SearchIncidentsButton = observer(function SearchIncidentsButton({ tenant }: { tenant?: string } = {}) {
  const { t } = useTranslation();
  const vm = useViewModel(createSearchIncidentsViewModel, { tenant });
  const opener = useRef<HTMLButtonElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  if (!vm.visible) return null;
  return (
    <>
      <Button ref={opener} variant="outline" size="sm" aria-expanded={vm.open} onClick={() => (vm.open ? vm.close() : vm.show())}>
        {t('search.open')}
      </Button>
      <Drawer.Root
        recipe={drawerRecipe}
        open={vm.open}
        onOpenChange={(details) => {
          if (details.open) return;
          vm.close();
          // Not modal, so Chakra traps no focus and restores none: Escape and Close give it back to the button here.
          opener.current?.focus();
        }}
        placement="end"
        size="sm"
        modal={false}
        closeOnInteractOutside={false}
        initialFocusEl={() => firstField.current}
      >
        <Portal>
          <Drawer.Positioner pointerEvents="none">
            <Drawer.Content pointerEvents="auto" borderStartWidth="1px" borderColor="border">
              <Drawer.Header>
                <Drawer.Title>{t('search.title')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="5">
                  <SearchCriteria vm={vm} firstField={firstField} />
                  {vm.failed && (
                    <InlineAlert status="error" title={t('search.failed_title')} text={t('search.failed_text')}>
                      <Button size="sm" variant="outline" onClick={() => vm.retry()}>
                        {t('search.retry')}
                      </Button>
                    </InlineAlert>
                  )}
                  <SearchIncidentsList vm={vm} />
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('search.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
});
