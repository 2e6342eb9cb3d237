/**
 * "updates overwritten": another operator (or another tab of this one) saves a change while this operator has the
 * edit form open; this operator then saves. A case counts 1 when the other's change is gone from the server without
 * the conflict choice having been opened.
 */
import type { UpdateIncidentInput } from '../../../src/application/ports/incidents-gateway.port';
import { twoEditors, type TwoEditors } from '../../../src/composition/simulation/two-editors';
import type { MultiOperatorProbe } from './probe';

interface Case {
  readonly name: string;
  readonly tab?: boolean;
  /** What this operator types before the other's save (and after it, for a stale tab). */
  readonly mine: (t: TwoEditors) => void;
  readonly theirs: UpdateIncidentInput;
  /** The other desk's save pushes INCIDENT_UPDATED (a second tab of one browser hears nothing of its sibling's save). */
  readonly push?: boolean;
}

const CASES: readonly Case[] = [
  {
    name: 'the other changed another field',
    mine: (t) => t.editor.setTitle('Title typed here'),
    theirs: { description: 'Described there' },
  },
  {
    name: 'both changed the same field',
    mine: (t) => t.editor.setDescription('Described here'),
    theirs: { description: 'Described there' },
  },
  {
    name: 'the other moved the address while this one edits the title',
    mine: (t) => t.editor.setTitle('Title typed here'),
    theirs: { address: 'Rua Nova, 10', city: 'Niterói', latitude: -22.88, longitude: -43.1 },
  },
  { name: 'the other changed the title while this one typed nothing', mine: () => undefined, theirs: { title: 'Renamed there' } },
  {
    name: 'a stale tab of the same operator saves its older copy',
    tab: true,
    push: false,
    mine: (t) => t.editor.setTitle('Typed in tab 1'),
    theirs: { title: 'Saved in tab 2' },
  },
];

async function overwritten(c: Case): Promise<number> {
  const t = await twoEditors({ tab: c.tab ?? false });
  try {
    c.mine(t);
    await t.otherSaves(c.theirs, c.push ?? true);
    await t.editor.save();
    const server = (await t.server()) as unknown as Record<string, unknown>;
    const kept = Object.entries(c.theirs).every(([field, value]) => server[field] === value);
    return kept || t.editor.state.conflict !== null ? 0 : 1;
  } finally {
    t.dispose();
  }
}

const probe: MultiOperatorProbe = {
  label: 'updates overwritten',
  async measure() {
    const cases: Array<readonly [string, number]> = [];
    for (const c of CASES) cases.push([c.name, await overwritten(c)]);
    return { value: cases.reduce((sum, [, n]) => sum + n, 0), cases };
  },
};

export default probe;
