import { Field, type FieldRootProps } from '@chakra-ui/react';
import { OptionsSelect, plainOptions } from './OptionsSelect';

export interface PrefixSelectProps extends Omit<FieldRootProps, 'onChange'> {
  readonly label: string;
  readonly value: string;
  readonly prefixes: readonly string[];
  readonly onChange: (prefix: string) => void;
}

/** SPEC §5 phone prefix choice (+1, +34, +49, +52, +55, +56, +57, +549): one labelled select for every phone field. */
export function PrefixSelect({ label, value, prefixes, onChange, ...field }: PrefixSelectProps) {
  return (
    <Field.Root {...field}>
      <Field.Label>{label}</Field.Label>
      <OptionsSelect value={value} options={plainOptions(prefixes)} onChange={onChange} />
    </Field.Root>
  );
}
