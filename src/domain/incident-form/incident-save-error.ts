/** SPEC §8: the server wording of a too-long value (any varchar length). */
const VALUE_TOO_LONG = 'value too long for type character varying';
const GRAPHQL_PREFIX = 'graphql error:';

/** SPEC §8: the save-failure dialog: title 'error', text 'something_is_wrong' plus a detail. */
export interface SaveFailureDialog {
  readonly titleKey: 'error';
  readonly textKey: 'something_is_wrong';
  /** The server message ('GraphQL error: ' removed), the value_too_long text, or nothing. */
  readonly detail: { readonly kind: 'key'; readonly key: 'value_too_long' } | { readonly kind: 'server'; readonly message: string } | null;
}

/** SPEC §8: remove every leading 'GraphQL error:' (any case) and the spaces around it. */
export function stripGraphqlPrefix(message: unknown): string {
  let rest = typeof message === 'string' ? message.trim() : '';
  while (rest.slice(0, GRAPHQL_PREFIX.length).toLowerCase() === GRAPHQL_PREFIX) {
    rest = rest.slice(GRAPHQL_PREFIX.length).trimStart();
  }
  return rest;
}

/** SPEC §8: a server message that anywhere says 'value too long for type character varying(…)'. */
export function isValueTooLong(message: unknown): boolean {
  return typeof message === 'string' && message.toLowerCase().includes(VALUE_TOO_LONG);
}

/** SPEC §8: the dialog shown when saving the incident fails with a server message. */
export function saveFailureDialog(message: unknown): SaveFailureDialog {
  if (isValueTooLong(message)) return { titleKey: 'error', textKey: 'something_is_wrong', detail: { kind: 'key', key: 'value_too_long' } };
  const stripped = stripGraphqlPrefix(message);
  return {
    titleKey: 'error',
    textKey: 'something_is_wrong',
    detail: stripped === '' ? null : { kind: 'server', message: stripped },
  };
}

/** SPEC §8: a response holding a non-empty `errors` list gives the generic 'something_is_wrong' alert. */
export function responseErrorAlert(
  response: { readonly errors?: readonly unknown[] | null } | null | undefined,
): 'something_is_wrong' | null {
  const errors = response?.errors;
  return Array.isArray(errors) && errors.length > 0 ? 'something_is_wrong' : null;
}
