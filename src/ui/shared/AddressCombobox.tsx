import { Combobox, createListCollection, Portal, VisuallyHidden } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState } from 'react';
import type { AddressSuggestion } from '../../application/ports/address-autocomplete.port';
import type { AddressSearchState } from './address-search';
import { useFieldDescription } from './FieldControls';
import { comboboxRecipe } from '../theme/recipes/combobox';

export interface AddressComboboxWords {
  /** The suggestion list's accessible name ('Address suggestions'). */
  readonly list: string;
  /** Said and shown when the typed text matched no address, with what to do. */
  readonly noMatches: string;
  /** Said while a lookup is under way. */
  readonly searching: string;
  /** Said when suggestions arrive ('3 suggestions: arrow keys to choose'). */
  readonly found: (count: number) => string;
}

export interface AddressComboboxProps {
  /** The text in the field (create mode: the address; the edit form: its search). */
  readonly value: string;
  readonly suggestions: readonly AddressSuggestion[];
  readonly search: AddressSearchState;
  readonly onType: (text: string) => void;
  readonly onChoose: (suggestion: AddressSuggestion) => void;
  /** Escape, or a click elsewhere: the suggestions close, the text stays. */
  readonly onClose: () => void;
  readonly words: AddressComboboxWords;
  readonly readOnly?: boolean;
  readonly size?: 'sm' | 'md';
}

/**
 * SPEC §5 the address field with its autocomplete, as a combobox (Chakra's): typing looks up suggestions, ArrowDown and
 * ArrowUp move through them, Enter chooses one, Escape closes them keeping the text, and a text that matches nothing
 * says so. Focus stays in the field after a choice. Place it in a Field.Root: the field's label names it.
 *
 * The suggestions open only while the field has focus: opening takes the focus to the field, so suggestions (or "no
 * match") arriving late, once the operator has moved on to the next field, would pull what they type there into the
 * address. Open ones are closed by the combobox itself when the focus leaves (a close from outside would put the
 * focus back in the field).
 */
export function AddressCombobox({
  value,
  suggestions,
  search,
  onType,
  onChoose,
  onClose,
  words,
  readOnly,
  size = 'md',
}: AddressComboboxProps) {
  const collection = useMemo(
    () =>
      createListCollection<AddressSuggestion>({
        items: [...suggestions],
        itemToValue: (s) => s.id,
        itemToString: (s) => s.description,
      }),
    [suggestions],
  );
  // The field's help and its error (a required address, one typed but not chosen) describe the input.
  const describedBy = useFieldDescription();
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const open = !readOnly && focused && (suggestions.length > 0 || search === 'none');
  return (
    <Combobox.Root
      recipe={comboboxRecipe}
      collection={collection}
      inputValue={value}
      open={open}
      value={[]}
      size={size}
      allowCustomValue
      openOnClick={false}
      readOnly={readOnly}
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
      onOpenChange={(details) => {
        if (details.open) return;
        // Closed by Escape (the focus stays here) or by the focus or a click going elsewhere.
        setFocused(input.current !== null && input.current === document.activeElement);
        onClose();
      }}
      onInputValueChange={(details) => {
        if (details.reason === 'input-change') onType(details.inputValue);
      }}
      onValueChange={(details) => {
        const chosen = details.items[0];
        if (chosen) onChoose(chosen);
      }}
    >
      <Combobox.Control>
        <Combobox.Input
          autoComplete="off"
          dir="auto"
          aria-describedby={describedBy}
          ref={input}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            if (!open) setFocused(false);
          }}
        />
      </Combobox.Control>
      <VisuallyHidden role="status" aria-live="polite">
        {searchStatus(search, words, suggestions.length)}
      </VisuallyHidden>
      <SuggestionList items={collection.items} words={words} />
    </Combobox.Root>
  );
}

/** What a screen reader hears of the lookup: under way, no match, or how many suggestions came. */
function searchStatus(search: AddressSearchState, words: AddressComboboxWords, count: number): string {
  if (search === 'searching') return words.searching;
  if (search === 'none') return words.noMatches;
  if (search === 'found') return words.found(count);
  return '';
}

/** The suggestions under the field, named for screen readers; "no match" when there is none. */
function SuggestionList({ items, words }: { readonly items: readonly AddressSuggestion[]; readonly words: AddressComboboxWords }) {
  const listLabelId = useId();
  return (
    <>
      <VisuallyHidden id={listLabelId}>{words.list}</VisuallyHidden>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content aria-labelledby={listLabelId}>
            <Combobox.Empty>{words.noMatches}</Combobox.Empty>
            {items.map((item) => (
              <Combobox.Item key={item.id} item={item}>
                <Combobox.ItemText dir="auto">{item.description}</Combobox.ItemText>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </>
  );
}
