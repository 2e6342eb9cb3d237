import { describe, expect, it } from 'vitest';
import { LoginUseCase } from '../../src/application/auth/login.use-case';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { latestCallerRecord } from '../../src/domain/messaging/caller-never-joined';
import { readMessageStatus } from '../../src/domain/messaging/message-status';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import { CallerDirector } from '../../src/adapters/fake/simulation/caller-director';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { demoTab, tabContainer } from './support/demo-tab';

/** A signed-in account of each demo tenant that may open live incidents. */
const ACCOUNTS = [
  ['public', 'admin@public.demo'],
  ['tenant_5', 'super@tenant5.demo'],
  ['tenant_12', 'operator@tenant12.demo'],
  ['tenant_24', 'operator@tenant24.demo'],
] as const;
/** Clock times across a day (UTC), each at an odd minute. */
const HOURS = [0, 3, 7, 12, 17, 21, 23];

/**
 * Every seeded live incident tells one story: its link's latest message status says the caller opened it, so the
 * caller is in the call once an operator opens the incident, whatever the hour, even when the live page opens before
 * the demo's simulated caller has started (a live page opened straight after sign-in).
 */
describe('the seeded live incidents: message status and the caller in the call agree', () => {
  for (const [tenant, email] of ACCOUNTS)
    it.each(HOURS)(`${tenant} at %i:17 UTC`, async (hour) => {
      const t = demoTab(new VirtualClock(Date.UTC(2026, 10, 29, hour, 17, 0)));
      const container = tabContainer(t);
      expect((await container.get(LoginUseCase).execute({ email, password: 'demo1234', tenant })).ok).toBe(true);
      const store = container.get(IncidentStore);
      const hub = container.get(LiveHub);
      const seeded = await store.seededLive(tenant);
      expect(seeded.length).toBeGreaterThanOrEqual(2);

      const open = async (incidentId: string) => {
        const created = container.get(LiveSessionFactory).create({ incidentId });
        if (!created.ok) throw new Error(`no live session for ${incidentId}`);
        void created.value.start();
        await t.clock.advance(1_000);
      };
      // The newest opens first, before the simulated caller exists; the demo starts it once loaded.
      await open(seeded[0]!);
      const director = container.get(CallerDirector);
      for (const id of seeded.slice(1)) await open(id);
      await t.clock.advance(6_000);

      const told = await Promise.all(
        seeded.map(async (id) => {
          const generated = readMessageStatus(latestCallerRecord(await store.generatedActivity(tenant, id)));
          const now = readMessageStatus(latestCallerRecord(container.get(MessageBoard).records(id)));
          return {
            id,
            generatedOpened: generated.clickedLink === true,
            opened: now.clickedLink === true,
            callerInCall: hub.remoteUsers(`incident-${id}`).length > 0,
            callRunning: director.callOf(id) !== null,
          };
        }),
      );
      expect(told).toEqual(seeded.map((id) => ({ id, generatedOpened: true, opened: true, callerInCall: true, callRunning: true })));
      director.dispose();
    });
});
