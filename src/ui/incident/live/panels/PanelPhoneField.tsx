import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface PanelPhoneFieldProps {
  readonly prefix: string;
  readonly prefixes: readonly string[];
  readonly maskedNumber: string;
  readonly mask: string;
  readonly onPrefix: (prefix: string) => void;
  readonly onNumber: (typed: string) => void;
}

/** SPEC §5, §9 phone: a prefix choice and the number shown through the prefix's mask (the rules live in domain/phone). */
export function PanelPhoneField({ prefix, prefixes, maskedNumber, mask, onPrefix, onNumber }: PanelPhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <HStack alignItems="flex-start">
      <Field.Root w="auto" minW="28">
        <Field.Label>{t('incident_panels.phone.prefix')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={prefix} onChange={(e) => onPrefix(e.currentTarget.value)}>
            {prefixes.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>{t('incident_panels.phone.number')}</Field.Label>
        <Input type="tel" inputMode="tel" autoComplete="off" placeholder={mask} value={maskedNumber} onChange={(e) => onNumber(e.currentTarget.value)} />
        <Field.HelperText>{t('incident_panels.phone.help', { mask })}</Field.HelperText>
      </Field.Root>
    </HStack>
  );
}
