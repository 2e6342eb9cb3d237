import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import type { BindingContext } from './bindings/binding-context';

/**
 * One area's bindings: what a binding function does with a container's bind (inversify's, or the browser's boot
 * resolver's before sign-in) and the app's config.
 */
export type Binder = (context: BindingContext) => void;

/**
 * One set of bindings (an adapter set, or the application's): what the login route needs at once, what loads after
 * sign-in, what loads with the admin sections, and what runs once the after-sign-in part is loaded. The browser entry loads `later()` lazily; Node builds everything
 * at once from the same lists (create-container.ts).
 */
export interface BindingSet {
  readonly now: readonly Binder[];
  /**
   * What every part loaded after the login route needs bound first, once, in a browser (the demo's world, which the
   * login route builds on its first call rather than with the page). Node binds it with `now`.
   */
  afterBoot?(): Promise<readonly Binder[]>;
  later(): Promise<readonly Binder[]>;
  /** What only the admin sections use, loaded (after `later`) with the first section opened. */
  sections(): Promise<readonly Binder[]>;
  /**
   * What only some admin sections use, by section key: each part loaded (after `sections`) with the first section
   * that names it opened, so the users' list does not carry the dashboard's figures. A part two sections share is the
   * same loader, loaded once.
   */
  readonly sectionParts?: Readonly<Record<string, () => Promise<readonly Binder[]>>>;
  /** What only the incident pages use, loaded (after `later`) with the first of them opened. */
  incidentPages?(): Promise<readonly Binder[]>;
  /**
   * Runs once the after-sign-in part is loaded, on whatever route: `load` adds a later part sooner than its screens
   * would (the demo's simulated caller, bound with the incident pages, when a reload left calls running on another
   * route or a trainer's console assigns a drill).
   */
  onLoaded?(container: Container, load: LaterParts): Promise<void>;
  /**
   * The demo's training console (screens under `#/training`): its bindings and its routes' component, loaded on
   * first use. Only the demo's set has it, so the production build holds no training chunk.
   */
  training?(): Promise<TrainingModule>;
}

/** The parts loaded after sign-in that `onLoaded` may load at once (each once, whoever asks first). */
export interface LaterParts {
  incidentPages(): Promise<void>;
}

/** What the training console adds: its services' bindings and the component routing `/training/*`. */
export interface TrainingModule {
  readonly binders: readonly Binder[];
  readonly screens: ComponentType;
}
