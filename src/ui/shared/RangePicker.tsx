import { Box, Button, HStack, Stack, Wrap } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS } from '../../domain/analytics/day-range';
import { DateField } from './DateField';
import type { RangeChoiceModel } from './range-choice.model';

/** The range of days: today, 7, 30 or 90 days as pressed buttons; 'Custom' opens two labelled days and Apply. */
export const RangePicker = observer(function RangePicker({ vm }: { readonly vm: RangeChoiceModel }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <Wrap role="group" aria-label={t('admin.range.label')} gap="2">
        {RANGE_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={vm.preset === preset ? 'solid' : 'outline'}
            aria-pressed={vm.preset === preset}
            onClick={() => vm.choosePreset(preset)}
          >
            {t(`admin.range.${preset}`)}
          </Button>
        ))}
      </Wrap>
      {vm.preset === 'custom' ? (
        <HStack
          as="form"
          align="start"
          wrap="wrap"
          gap="3"
          onSubmit={(event) => {
            event.preventDefault();
            vm.applyCustom();
          }}
        >
          <DateField label={t('admin.range.from')} value={vm.customFrom} onChange={(day) => vm.setCustomFrom(day)} />
          <DateField label={t('admin.range.to')} value={vm.customTo} onChange={(day) => vm.setCustomTo(day)} />
          {/* Level with the fields, below their labels, whatever messages show under them. */}
          <Box pt="26px">
            <Button type="submit" size="md" disabled={vm.customInvalid}>
              {t('admin.range.apply')}
            </Button>
          </Box>
        </HStack>
      ) : null}
    </Stack>
  );
});
