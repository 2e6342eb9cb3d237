import * as z from 'zod/mini';
import { isLanguage, type Language } from '../../../domain/language/language';
import type { TabMemory } from '../demo-world/tab-memory';
import { keptList } from '../demo-world/tab-memory';
import type { CallRecord, RunningCall } from './running-call';

/** A call as the tab keeps it across a reload. */
export interface KeptCall extends CallRecord {
  readonly scenario: unknown;
  /** The steps a trainer injected ({at, step}), checked again when read back. */
  readonly injected?: unknown;
}

const CALLS_KEY = 'demo.calls';

/** A kept call's record (its scenario and injected steps are checked again when the call is picked up). */
const KEPT_CALL = z.object({
  incidentId: z.string(),
  tenantId: z.string(),
  phone: z.string(),
  channel: z.enum(['sms', 'whatsapp']),
  startedAt: z.number(),
  replies: z.number(),
  language: z.optional(z.custom<Language>(isLanguage)),
  sender: z.optional(z.string()),
  scenario: z.unknown(),
  injected: z.optional(z.unknown()),
});

/**
 * The running calls the tab keeps (DemoWorld.memory): a page going away does not end a call, so the next page of
 * the tab reads them back and picks each one up where it is.
 */
export class KeptCalls {
  constructor(private readonly memory: TabMemory) {}

  all(): readonly KeptCall[] {
    return keptList(this.memory.read(CALLS_KEY), KEPT_CALL);
  }

  /** Writes the call (when it begins, each chat reply it used, each step a trainer injected). */
  keep(call: RunningCall): void {
    call.kept = true;
    const others = this.all().filter((kept) => kept.incidentId !== call.incidentId);
    const kept: KeptCall = {
      incidentId: call.incidentId,
      tenantId: call.tenantId,
      phone: call.phone,
      channel: call.channelKind,
      scenario: call.scenario,
      startedAt: call.startedAt,
      replies: call.replies,
      injected: call.injected,
      ...(call.language ? { language: call.language } : {}),
      ...(call.sender !== null ? { sender: call.sender } : {}),
    };
    this.memory.write(CALLS_KEY, [...others, kept]);
  }

  forget(incidentId: string): void {
    const kept = this.all();
    const others = kept.filter((call) => call.incidentId !== incidentId);
    if (others.length !== kept.length) this.memory.write(CALLS_KEY, others);
  }
}
