import { Field, HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PrefixSelect } from '../../../shared/PrefixSelect';

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
      <PrefixSelect w="auto" minW="28" label={t('incident_panels.phone.prefix')} value={prefix} prefixes={prefixes} onChange={onPrefix} />
      <Field.Root flex="1">
        <Field.Label>{t('incident_panels.phone.number')}</Field.Label>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={mask}
          value={maskedNumber}
          onChange={(e) => onNumber(e.currentTarget.value)}
        />
        <Field.HelperText>{t('incident_panels.phone.help', { mask })}</Field.HelperText>
      </Field.Root>
    </HStack>
  );
}
