import type { Scenario } from './scenario-schema';

/** Phone numbers compare by their digits; a number given without its country code still matches. */
function samePhone(a: string, b: string): boolean {
  const x = a.replace(/\D/g, '');
  const y = b.replace(/\D/g, '');
  if (x === y) return x.length > 0;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  return short.length >= 8 && long.endsWith(short);
}

/**
 * The drills waiting for a link: assigned to a phone number, or attached to the next link an account sends (`null`:
 * anyone's). A phone's drill comes first; each is taken by the one link it waits for.
 */
export class WaitingDrills {
  private readonly attached = new Map<string | null, Scenario>();
  private readonly assigned: { phone: string; scenario: Scenario }[] = [];

  attach(scenario: Scenario, sender: string | null): void {
    this.attached.set(sender, scenario);
  }

  detach(scenario: Scenario, sender: string | null): void {
    if (this.attached.get(sender) === scenario) this.attached.delete(sender);
  }

  assignToPhone(phone: string, scenario: Scenario): void {
    this.unassign(phone);
    this.assigned.push({ phone, scenario });
  }

  unassign(phone: string): void {
    const index = this.assigned.findIndex((a) => samePhone(a.phone, phone));
    if (index >= 0) this.assigned.splice(index, 1);
  }

  list(): readonly { readonly phone: string | null; readonly scenario: string }[] {
    return [
      ...this.assigned.map((a) => ({ phone: a.phone, scenario: a.scenario.name })),
      ...[...this.attached.values()].map((scenario) => ({ phone: null, scenario: scenario.name })),
    ];
  }

  /** The drill a link to `phone` sent by `sender` takes (and so ends its wait), or null when none waits for it. */
  take(phone: string, sender: string | undefined): Scenario | null {
    const byPhone = this.assigned.find((a) => samePhone(a.phone, phone));
    if (byPhone) {
      this.unassign(byPhone.phone);
      return byPhone.scenario;
    }
    const key = sender !== undefined && this.attached.has(sender) ? sender : null;
    const scenario = this.attached.get(key) ?? null;
    this.attached.delete(key);
    return scenario;
  }
}
