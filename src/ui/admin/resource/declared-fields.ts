/**
 * A field of a section's form, declared beside its view model: the form value it edits (`field`), shown as a text
 * field (`type`: an email, a phone) or a switch, labelled by the section's column words `<words>.columns.<field>` and,
 * with `hint`, explained by `<words>.hints.<field>`.
 */
export interface DeclaredField<V> {
  readonly field: keyof V & string;
  readonly kind?: 'text' | 'switch';
  readonly type?: 'email' | 'tel';
  readonly required?: true;
  readonly hint?: true;
}

/** A section's form fields, in the order the form shows them, checked against the form's values. */
export type DeclaredFields<V> = readonly DeclaredField<V>[];

/** A hint a field's state words (what the typed value is), or none, in place of its declared one. */
export type FieldHints<V> = Partial<Record<keyof V & string, string | undefined>>;
