import { Input, Textarea, useFieldContext, type InputProps, type TextareaProps } from '@chakra-ui/react';
import { textareaRecipe } from '../theme/recipes/textarea';

/**
 * The ids a field's control is described by: its error while it shows one, then its help. Chakra's field ties the
 * error only through aria-errormessage, which most screen readers do not read, so a refused field would be announced
 * as invalid without its reason; the control names the error in aria-describedby too. Undefined outside a Field.Root.
 */
export function useFieldDescription(): string | undefined {
  const field = useFieldContext();
  if (!field) return undefined;
  const control = field.getInputProps();
  const ids = [control['aria-errormessage'], control['aria-describedby']].filter((id): id is string => typeof id === 'string' && id !== '');
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A text input of a Field.Root described by the field's error and help (an explicit aria-describedby wins). */
export function FieldInput(props: InputProps) {
  const describedBy = useFieldDescription();
  return <Input aria-describedby={describedBy} {...props} />;
}

/** A text area of a Field.Root described by the field's error and help (an explicit aria-describedby wins). */
export function FieldTextarea(props: TextareaProps) {
  const describedBy = useFieldDescription();
  return <Textarea recipe={textareaRecipe} aria-describedby={describedBy} {...props} />;
}
