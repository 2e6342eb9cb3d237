import { Field, HStack, Input } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { PrefixSelect } from './PrefixSelect';

/** What a phone field shows of its model (ui/shared/phone-field.model.ts). */
export interface PhoneFieldState {
  readonly prefix: string;
  readonly prefixes: readonly string[];
  readonly mask: string;
  readonly maskedNumber: string;
}

export interface PhoneFieldProps {
  readonly phone: PhoneFieldState;
  readonly onPrefix: (prefix: string) => void;
  readonly onNumber: (typed: string) => void;
  /** The words of the two fields, and a help line under the number (none in a dense form). */
  readonly labels: { readonly prefix: string; readonly number: string; readonly help?: string };
  /** The prefix select's width (a Chakra size). */
  readonly prefixWidth?: string;
}

/**
 * SPEC §5, §9 phone: the prefix choice and the number shown through the prefix's mask, the same field in create mode,
 * the share modal and the search (the rules live in domain/phone, the state in the phone field model, which this field
 * observes as it is typed into).
 */
export const PhoneField = observer(function PhoneField({ phone, onPrefix, onNumber, labels, prefixWidth = '32' }: PhoneFieldProps) {
  return (
    <HStack align="flex-start" gap="3">
      <PrefixSelect
        w={prefixWidth}
        flexShrink={0}
        label={labels.prefix}
        value={phone.prefix}
        prefixes={phone.prefixes}
        onChange={onPrefix}
      />
      <Field.Root flex="1">
        <Field.Label>{labels.number}</Field.Label>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder={phone.mask}
          value={phone.maskedNumber}
          onChange={(e) => onNumber(e.currentTarget.value)}
        />
        {labels.help ? <Field.HelperText>{labels.help}</Field.HelperText> : null}
      </Field.Root>
    </HStack>
  );
});
