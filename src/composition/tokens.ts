/** Composition-only tokens: values the adapter modules need that are not ports. */
export const AppConfigToken = Symbol.for('AppConfig');
