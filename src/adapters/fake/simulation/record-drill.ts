import type { InjectedStep } from './caller-director';
import type { Scenario } from './scenario-schema';

const NAME_MAX = 120;

/**
 * A live drill as a new scenario file: the scenario it followed, with the steps the trainer injected played as steps
 * at the times they were injected, so a good improvised drill can be replayed (and checked by `npm run simulate`).
 * The result is plain JSON that parseScenario accepts; steps keep the order they played in (by time, the scenario's
 * own before an injected one at the same moment).
 */
export function recordDrill(
  base: Scenario,
  injected: readonly InjectedStep[],
  options: { readonly name?: string; readonly description?: string; readonly durationSeconds?: number } = {},
): Scenario {
  const steps = [
    ...base.steps.map((step, order) => ({ step, order })),
    ...injected.map(({ at, step }, order) => ({ step: { ...step, at: roundTime(at) }, order: base.steps.length + order })),
  ]
    .sort((a, b) => a.step.at - b.step.at || a.order - b.order)
    .map(({ step }) => step);
  const name = options.name ?? `${base.name} (recorded)`;
  const durationSeconds = options.durationSeconds ?? base.durationSeconds;
  const recorded: Scenario = {
    ...base,
    name: name.slice(0, NAME_MAX),
    description: options.description ?? base.description,
    steps,
  };
  return durationSeconds === undefined ? recorded : { ...recorded, durationSeconds: roundTime(durationSeconds) };
}

/** Times to the millisecond, as the virtual clock keeps them. */
function roundTime(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
