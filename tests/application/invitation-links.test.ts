import { describe, expect, it } from 'vitest';
import { InvitationLinksFlow } from '../../src/application/live/invitation-links.flow';
import { ShareUseCase } from '../../src/application/live/share.use-case';
import { IncidentLinksGateway } from '../../src/application/ports/incident-links-gateway.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { sharedWorld, type Desk } from '../../src/composition/simulation/shared-world';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import { CallerDirector } from '../../src/adapters/fake/simulation/caller-director';
import { FileScenarioCatalog } from '../../src/adapters/fake/simulation/scenario-catalog';
import { INVITEE_JOINS_MS, INVITEE_OPENS_MS } from '../../src/adapters/fake/simulation/simulated-invitees';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import type { InvitedLink } from '../../src/domain/messaging/invitation-link';
import { TIMINGS } from '../../src/domain/shared/constants';
import { incidentsWorld } from './incidents-support';

const PHONE = { prefix: '+55', number: '21911112222' } as const;

async function setup(options: { readonly simulation?: boolean } = {}) {
  const w = incidentsWorld(options.simulation ? { simulation: { catalog: new FileScenarioCatalog({}) } } : {});
  await w.login('public');
  // The demo's simulated people (callers, collaborators, invitees), as the demo page starts them.
  if (options.simulation) w.container.get(CallerDirector);
  const incident = await w.gateway.createIncident(
    incidentsCreatePayload({ title: 'Flood', description: 'Water rising', address: 'Av. Atlântica 1702', phone: '+5521987654321' }),
  );
  const links = w.container.get<IncidentLinksGateway>(IncidentLinksGateway);
  const asked: string[] = [];
  const status = links.status.bind(links);
  links.status = (linkId) => {
    asked.push(String(linkId));
    return status(linkId);
  };
  const flow = w.container.get(InvitationLinksFlow);
  const seen: (readonly InvitedLink[])[] = [];
  flow.onChange((l) => seen.push(l));
  return {
    ...w,
    incident,
    incidentId: String(incident.id),
    share: w.container.get(ShareUseCase),
    board: w.container.get(MessageBoard),
    flow,
    asked,
    seen,
    states: () => flow.links.map((l) => [l.phone, l.mode, l.state]),
  };
}

describe('Live page: the status of each invitation link (SPEC §7 GET /incident-links/{id}/status, §9 2 s poll)', () => {
  it('lists a share invitation as sent, then follows it to opened and joined every 2 s, and stops asking once joined', async () => {
    const { share, flow, board, incident, incidentId, clock, asked, states } = await setup();
    flow.start(incidentId);
    expect(flow.links).toEqual([]);

    const sent = await share.execute({ mode: 'shareInvitation', channel: 'sms', phone: PHONE, incident });
    if (!sent.ok || sent.value.mode !== 'shareInvitation' || !sent.value.linkId) throw new Error('share failed');
    const linkId = sent.value.linkId;
    await clock.advance(0);
    expect(states()).toEqual([['+5521911112222', 'shareInvitation', 'sent']]);

    board.setInvitationStatus(linkId, 'opened');
    await clock.advance(TIMINGS.permissionPoll - 1);
    expect(states()[0]?.[2]).toBe('sent');
    await clock.advance(1);
    expect(states()[0]?.[2]).toBe('opened');

    board.setInvitationStatus(linkId, 'joined');
    await clock.advance(TIMINGS.permissionPoll);
    expect(states()[0]?.[2]).toBe('joined');
    const askedOnceJoined = asked.length;
    await clock.advance(TIMINGS.permissionPoll * 5);
    expect(asked.length).toBe(askedOnceJoined);
  });

  it('a failed link shows as not delivered; a second broadcaster is listed newest first', async () => {
    const { share, flow, board, incident, incidentId, clock, states } = await setup();
    flow.start(incidentId);
    const watch = await share.execute({ mode: 'shareInvitation', channel: 'whatsapp', phone: PHONE, incident });
    await share.execute({ mode: 'newBroadcast', channel: 'sms', phone: { prefix: '+55', number: '21933334444' }, incident });
    if (!watch.ok || watch.value.mode !== 'shareInvitation' || !watch.value.linkId) throw new Error('share failed');
    board.setInvitationStatus(watch.value.linkId, 'undelivered');
    await clock.advance(TIMINGS.permissionPoll);
    expect(states()).toEqual([
      ['+5521933334444', 'newBroadcast', 'sent'],
      ['+5521911112222', 'shareInvitation', 'failed'],
    ]);
  });

  it('a page opened again finds the invitations sent before; a closed page asks nothing more', async () => {
    const { share, flow, board, incident, incidentId, clock, asked, container } = await setup();
    flow.start(incidentId);
    const sent = await share.execute({ mode: 'shareInvitation', channel: 'sms', phone: PHONE, incident });
    if (!sent.ok || sent.value.mode !== 'shareInvitation' || !sent.value.linkId) throw new Error('share failed');
    await clock.advance(0);
    flow.dispose();
    const askedAtClose = asked.length;
    board.setInvitationStatus(sent.value.linkId, 'opened');
    await clock.advance(TIMINGS.permissionPoll * 3);
    expect(asked.length).toBe(askedAtClose);
    expect(flow.links.map((l) => l.state)).toEqual(['sent']);

    const again = container.get(InvitationLinksFlow);
    again.start(incidentId);
    expect(again.links.map((l) => l.state)).toEqual(['sent']);
    await clock.advance(0);
    expect(again.links.map((l) => l.state)).toEqual(['opened']);
    again.dispose();
  });

  it("another incident's page does not list them", async () => {
    const { share, incident, container, clock } = await setup();
    await share.execute({ mode: 'shareInvitation', channel: 'sms', phone: PHONE, incident });
    const other = container.get(InvitationLinksFlow);
    other.start('another-incident');
    await clock.advance(TIMINGS.permissionPoll);
    expect(other.links).toEqual([]);
    other.dispose();
  });

  it("the demo's invitee opens the link, then joins the call: the live page shows each within one poll", async () => {
    const { share, flow, incident, incidentId, clock, states } = await setup({ simulation: true });
    flow.start(incidentId);
    await share.execute({ mode: 'shareInvitation', channel: 'sms', phone: PHONE, incident });
    await clock.advance(0);
    expect(states()).toEqual([['+5521911112222', 'shareInvitation', 'sent']]);
    await clock.advance(INVITEE_OPENS_MS - 1);
    expect(states()[0]?.[2]).toBe('sent');
    await clock.advance(1 + TIMINGS.permissionPoll);
    expect(states()[0]?.[2]).toBe('opened');
    await clock.advance(INVITEE_JOINS_MS + TIMINGS.permissionPoll);
    expect(states()[0]?.[2]).toBe('joined');
    flow.dispose();
  });

  it('nobody joins a call that ended: the invitee only opens the link of a finished incident', async () => {
    const { share, flow, incident, incidentId, clock, states, gateway } = await setup({ simulation: true });
    flow.start(incidentId);
    await share.execute({ mode: 'shareInvitation', channel: 'sms', phone: PHONE, incident });
    await clock.advance(INVITEE_OPENS_MS + TIMINGS.permissionPoll);
    expect(states()[0]?.[2]).toBe('opened');
    await gateway.finishIncident(incidentId);
    await clock.advance(INVITEE_JOINS_MS + TIMINGS.permissionPoll * 3);
    expect(states()[0]?.[2]).toBe('opened');
    flow.dispose();
  });

  it("a second broadcaster's link is opened when they click it and joined once they stream", async () => {
    const { share, flow, board, incident, incidentId, clock, states } = await setup();
    flow.start(incidentId);
    const other = { prefix: '+55', number: '21933334444' } as const;
    await share.execute({ mode: 'newBroadcast', channel: 'sms', phone: other, incident });
    await clock.advance(0);
    expect(states()).toEqual([['+5521933334444', 'newBroadcast', 'sent']]);
    board.clickLink(incidentId, '+5521933334444');
    await clock.advance(TIMINGS.permissionPoll);
    expect(states()[0]?.[2]).toBe('opened');
    board.setPermissions(incidentId, '+5521933334444', { start_live_streaming: true });
    await clock.advance(TIMINGS.permissionPoll);
    expect(states()[0]?.[2]).toBe('joined');
    flow.dispose();
  });
});

describe("the demo's invitee across a reload of the demo tab", () => {
  /** A signed-in demo page of one browser with the demo's simulated people, as the demo starts them. */
  async function page(shared: ReturnType<typeof sharedWorld>, browserOf?: Desk): Promise<Desk> {
    const desk = browserOf ? shared.tabOf(browserOf) : shared.operator();
    if (!browserOf) desk.signIn('operator@public.demo', 'public');
    await desk.started();
    desk.get(CallerDirector);
    return desk;
  }

  /** The page goes away: its timers stop; what the world keeps stays. */
  function reload(shared: ReturnType<typeof sharedWorld>, desk: Desk): Promise<Desk> {
    desk.get(CallerDirector).dispose();
    desk.tab.close();
    return page(shared, desk);
  }

  async function invited(desk: Desk) {
    const incident = await desk
      .get<IncidentsGateway>(IncidentsGateway)
      .createIncident(
        incidentsCreatePayload({ title: 'Flood', description: 'Water rising', address: 'Av. Atlântica 1702', phone: '+5521987654321' }),
      );
    const sent = await desk.get(ShareUseCase).execute({ mode: 'shareInvitation', channel: 'sms', phone: PHONE, incident });
    if (!sent.ok || sent.value.mode !== 'shareInvitation' || !sent.value.linkId) throw new Error('share failed');
    return sent.value.linkId;
  }

  it('opens the link 3 s after it was sent and joins 3 s later, whichever page is open then', async () => {
    const shared = sharedWorld({ simulation: { catalog: new FileScenarioCatalog({}) } });
    let desk = await page(shared);
    const board = desk.get(MessageBoard);
    const linkId = await invited(desk);
    const status = () => board.linkStatus(linkId)?.status;
    await shared.clock.advance(1_000);
    desk = await reload(shared, desk);
    await shared.clock.advance(INVITEE_OPENS_MS - 1_000 - 1);
    expect(status()).toBe('sent');
    await shared.clock.advance(1);
    expect(status()).toBe('opened');
    await shared.clock.advance(1_000);
    await reload(shared, desk);
    await shared.clock.advance(INVITEE_JOINS_MS - 1_000 - 1);
    expect(status()).toBe('opened');
    await shared.clock.advance(1);
    expect(status()).toBe('joined');
  });

  it('takes the steps whose time passed while no page was open at once, and a step another page took only once', async () => {
    const shared = sharedWorld({ simulation: { catalog: new FileScenarioCatalog({}) } });
    const first = await page(shared);
    const board = first.get(MessageBoard);
    const linkId = await invited(first);
    first.get(CallerDirector).dispose();
    first.tab.close();
    await shared.clock.advance(INVITEE_OPENS_MS + INVITEE_JOINS_MS + 10_000);
    expect(board.linkStatus(linkId)?.status).toBe('sent');
    const again = await page(shared, first);
    // A second tab of the same browser runs the same invitees: the invitation still moves once per step.
    const moves: string[] = [];
    const set = board.setInvitationStatus.bind(board);
    board.setInvitationStatus = (id, to) => {
      moves.push(to);
      set(id, to);
    };
    await page(shared, again);
    await shared.clock.advance(0);
    expect(board.linkStatus(linkId)?.status).toBe('joined');
    expect(moves).toEqual(['opened', 'joined']);
  });
});
