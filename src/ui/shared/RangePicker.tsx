import { Button, Field, HStack, Input, Stack, Wrap } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS } from '../../domain/analytics/day-range';
import type { RangeChoiceModel } from './range-choice.model';

/** The range of days: today, 7, 30 or 90 days as pressed buttons; 'Custom' opens two labelled days and Apply. */
export const RangePicker = observer(function RangePicker({ vm }: { readonly vm: RangeChoiceModel }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <Wrap role="group" aria-label={t('admin.dashboard.range.label')} gap="2">
        {RANGE_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={vm.preset === preset ? 'solid' : 'outline'}
            aria-pressed={vm.preset === preset}
            onClick={() => vm.choosePreset(preset)}
          >
            {t(`admin.dashboard.range.${preset}`)}
          </Button>
        ))}
      </Wrap>
      {vm.preset === 'custom' ? (
        <HStack
          as="form"
          align="end"
          wrap="wrap"
          gap="3"
          onSubmit={(event) => {
            event.preventDefault();
            vm.applyCustom();
          }}
        >
          <Field.Root width={{ base: 'full', md: '44' }}>
            <Field.Label>{t('admin.dashboard.range.from')}</Field.Label>
            <Input type="date" value={vm.customFrom} onChange={(e) => vm.setCustomFrom(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root width={{ base: 'full', md: '44' }}>
            <Field.Label>{t('admin.dashboard.range.to')}</Field.Label>
            <Input type="date" value={vm.customTo} onChange={(e) => vm.setCustomTo(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit" size="md" disabled={vm.customInvalid}>
            {t('admin.dashboard.range.apply')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
});
