import { Button } from '@chakra-ui/react';

export interface RowActionButtonProps {
  /** The visible word (mp4, Approve, Delete). */
  readonly label: string;
  /** The accessible name, naming the row it acts on. */
  readonly name: string;
  readonly busy?: boolean;
  readonly disabled?: boolean;
  readonly danger?: boolean;
  readonly onClick: () => void;
}

/** A small action on one row of a review panel (a clip's mp4, a comment's approval or deletion). */
export function RowActionButton({ label, name, busy = false, disabled = false, danger = false, onClick }: RowActionButtonProps) {
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={danger ? 'red' : undefined}
      loading={busy}
      disabled={disabled}
      aria-label={name}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
