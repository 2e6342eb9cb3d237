import { Box, Button, CloseButton, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../shared/InlineAlert';
import { AppDialog } from '../../shared/AppDialog';
import { PrefixSelect } from '../../shared/PrefixSelect';
import { useViewModel } from '../../shared/use-view-model';
import { createSearchIncidentsViewModel, type SearchField } from './search-incidents.view-model';
import { AppForm } from '../../shared/AppForm';

/** Shows a result's date in the interface language; the raw text when it is not a date. */
function formatDate(value: string, language: string): string {
  if (value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(language);
}

/**
 * SPEC §2 the search-incidents button and its modal (name, incident id, start and end dates, phone with prefix;
 * form / results / no-results). Renders nothing when the user's hasAccess is false.
 */
export const SearchIncidentsButton = observer(function SearchIncidentsButton({ tenant }: { tenant?: string } = {}) {
  const { t, i18n } = useTranslation();
  const vm = useViewModel(createSearchIncidentsViewModel, { tenant });
  if (!vm.visible) return null;
  const field = (name: SearchField, label: string, type = 'text') => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={vm.value(name)} onChange={(e) => vm.setField(name, e.currentTarget.value)} />
    </Field.Root>
  );
  const warning = vm.warning;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => vm.show()}>
        {t('incident_search.open')}
      </Button>
      <AppDialog
        size="lg"
        open={vm.open}
        title={t('incident_search.title')}
        onClose={() => vm.close()}
        actions={
          <>
            {vm.mode !== 'form' && (
              <Button variant="outline" onClick={() => vm.backToForm()}>
                {t('incident_search.back')}
              </Button>
            )}
            <Button variant="ghost" onClick={() => vm.close()}>
              {t('incident_search.close')}
            </Button>
          </>
        }
      >
        <Stack gap="3">
          {warning && (
            <InlineAlert status="warning" title={t(warning.titleKey)} text={t(warning.textKey)}>
              <CloseButton size="sm" aria-label={t('incident_search.dismiss')} onClick={() => vm.dismissWarning()} />
            </InlineAlert>
          )}
          {vm.mode === 'results' ? (
            <Box as="ul" aria-label={t('incident_search.results')} listStyleType="none" m="0" p="0">
              {vm.state.lines.map((line, index) => (
                <Box as="li" key={`${line.heading}-${index}`} mb="2">
                  <Button variant="ghost" w="full" h="auto" py="2" justifyContent="flex-start" onClick={() => vm.choose(index)}>
                    <Stack gap="0" align="flex-start" textAlign="left">
                      <Text fontWeight="semibold">{line.heading}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {formatDate(line.createdAt, i18n.language)}
                        {line.phone !== '' ? ` · ${line.phone}` : ''}
                      </Text>
                    </Stack>
                  </Button>
                </Box>
              ))}
            </Box>
          ) : vm.mode === 'no-results' ? (
            <Text>{t('incidents.search.text_modal3')}</Text>
          ) : (
            <AppForm onSubmit={() => vm.confirm()}>
              <Stack gap="3">
                {field('name', t('incident_search.name'))}
                {field('incidentId', t('incident_search.incident_id'))}
                <HStack align="flex-start">
                  {field('startDate', t('incident_search.start_date'), 'date')}
                  {field('endDate', t('incident_search.end_date'), 'date')}
                </HStack>
                {vm.state.messages.map((key) => (
                  <Text key={key} fontSize="sm" color="fg.warning">
                    {t(key)}
                  </Text>
                ))}
                <HStack align="flex-end">
                  <PrefixSelect
                    w="32"
                    label={t('incident_search.prefix')}
                    value={vm.prefix}
                    prefixes={vm.phone.prefixes}
                    onChange={(p) => vm.setPrefix(p)}
                  />
                  <Field.Root>
                    <Field.Label>{t('incident_search.phone')}</Field.Label>
                    <Input
                      type="tel"
                      placeholder={vm.phone.mask}
                      value={vm.phone.maskedNumber}
                      onChange={(e) => vm.typePhone(e.currentTarget.value)}
                    />
                  </Field.Root>
                </HStack>
                <Button type="submit" disabled={vm.confirmDisabled} loading={vm.busy}>
                  {t('incident_search.confirm')}
                </Button>
              </Stack>
            </AppForm>
          )}
        </Stack>
      </AppDialog>
    </>
  );
});
