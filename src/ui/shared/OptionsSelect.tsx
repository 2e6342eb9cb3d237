import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A native select of options (the browser's own, keyboard and screen-reader friendly), its label given by the field
 * around it; `emptyLabel` adds a first option of value '' (All, Choose…).
 */
export function OptionsSelect(props: {
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
  readonly emptyLabel?: string;
  readonly size?: 'xs' | 'sm' | 'md';
  readonly width?: string;
}) {
  return (
    <NativeSelect.Root size={props.size} width={props.width}>
      <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        {props.emptyLabel !== undefined ? <option value="">{props.emptyLabel}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Options whose words are their values (page sizes, phone prefixes). */
export const plainOptions = (values: readonly (string | number)[]): SelectOption[] =>
  values.map((value) => ({ value: String(value), label: String(value) }));
