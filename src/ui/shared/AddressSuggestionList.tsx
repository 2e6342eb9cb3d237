import { Box, Button } from '@chakra-ui/react';
import type { AddressSuggestion } from '../../application/ports/address-autocomplete.port';

/** The address autocomplete's suggestions under an address field, each a button that chooses it (SPEC §5). */
export function AddressSuggestionList({
  label,
  suggestions,
  onChoose,
}: {
  /** The list's accessible name ('Address suggestions'). */
  readonly label: string;
  readonly suggestions: readonly AddressSuggestion[];
  readonly onChoose: (suggestion: AddressSuggestion) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <Box as="ul" aria-label={label} listStyleType="none" m="0" p="1" borderWidth="1px" borderRadius="md">
      {suggestions.map((s) => (
        <Box as="li" key={s.id}>
          <Button variant="ghost" size="sm" w="full" justifyContent="flex-start" onClick={() => onChoose(s)}>
            {s.description}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
