import { Button } from '@chakra-ui/react';
import { useRef } from 'react';

/** A button opening the browser's file picker; the chosen file is handed on (the same file chosen twice still is). */
export function FilePickButton(props: {
  readonly label: string;
  /** The button's accessible name where the label alone does not tell one row's button from the next. */
  readonly named?: string;
  readonly inputLabel: string;
  readonly accept?: string;
  readonly onPick: (file: File | null) => void;
  readonly disabled?: boolean;
  readonly size?: 'xs' | 'sm';
  /** The field's file is refused: the button says so, and a refused form's focus comes to it first. */
  readonly invalid?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        size={props.size ?? 'sm'}
        variant="outline"
        aria-label={props.named}
        aria-invalid={props.invalid || undefined}
        disabled={props.disabled}
        onClick={() => input.current?.click()}
      >
        {props.label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={props.inputLabel}
        accept={props.accept}
        onChange={(e) => {
          props.onPick(e.currentTarget.files?.[0] ?? null);
          e.currentTarget.value = '';
        }}
      />
    </>
  );
}
