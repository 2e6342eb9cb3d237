import type { ActorHandOver } from '../../../domain/training/drill-event';
import type { InjectedStep } from './caller-director';
import { parseInjectedStep, parseScenario, type Scenario, type ScenarioParse, type ScenarioStep } from './scenario-schema';

const NAME_MAX = 120;

/**
 * A live drill as a new scenario file: the scenario it followed, with the steps the trainer injected played as steps
 * at the times they were injected, so a good improvised drill can be replayed (and checked by `npm run simulate`).
 * The result is plain JSON that parseScenario accepts; steps keep the order they played in (by time, the scenario's
 * own before an injected one at the same moment).
 *
 * With the drill's hand-over to an actor (`actor`: an actor's phone claimed the link), the file says it with an
 * `actorTakesOver` step at that time (with the actor's name): played again, the scenario's caller stands down there,
 * and the trainer's injections from then on ride in that step's `then`, to play as injections into the actor's call.
 * A hand-over the base scenario held already (a recorded drill recorded again) gives way to this drill's own, its
 * injections kept among the others.
 */
export function recordDrill(
  base: Scenario,
  injected: readonly InjectedStep[],
  options: {
    readonly name?: string;
    readonly description?: string;
    readonly durationSeconds?: number;
    readonly actor?: ActorHandOver | null;
  } = {},
): Scenario {
  const actor = options.actor ?? null;
  const earlier = actor === null ? [] : base.steps.flatMap((step) => (step.action === 'actorTakesOver' ? step.then : []));
  const timed = [...injected.map(({ at, step }) => ({ ...step, at: roundTime(at) }) as ScenarioStep), ...earlier].sort(
    (a, b) => a.at - b.at,
  );
  const before = actor === null ? timed : timed.filter((step) => step.at < actor.at);
  const ownSteps = actor === null ? base.steps : base.steps.filter((step) => step.action !== 'actorTakesOver');
  const handOver: ScenarioStep[] =
    actor === null
      ? []
      : [
          {
            at: roundTime(actor.at),
            action: 'actorTakesOver',
            ...(actor.name ? { name: actor.name.slice(0, 60) } : {}),
            then: timed.filter((step) => step.at >= actor.at && step.action !== 'actorTakesOver'),
          } as ScenarioStep,
        ];
  const steps = [
    ...ownSteps.map((step, order) => ({ step, order })),
    ...[...before, ...handOver].map((step, order) => ({ step, order: ownSteps.length + order })),
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

/**
 * recordDrill over steps as they crossed a channel between tabs (plain data): each step is checked as an injected
 * one, and the recorded scenario as a file; every problem is named (`injected step 2: …`).
 */
export function recordDrillFrom(
  base: Scenario,
  injected: readonly { readonly at: number; readonly step: unknown }[],
  options: Parameters<typeof recordDrill>[2] = {},
): ScenarioParse {
  const steps: InjectedStep[] = [];
  const errors: string[] = [];
  injected.forEach(({ at, step }, index) => {
    const parsed = parseInjectedStep(step);
    if (parsed.ok) steps.push({ at, step: { ...parsed.step, at } });
    else errors.push(...parsed.errors.map((error) => error.replace(/^injected step/, `injected step ${index + 1}`)));
  });
  if (errors.length > 0) return { ok: false, errors };
  return parseScenario('recorded drill', JSON.parse(JSON.stringify(recordDrill(base, steps, options))));
}

/** Times to the millisecond, as the virtual clock keeps them. */
function roundTime(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
