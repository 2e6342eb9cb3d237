import { describe, expect, it } from 'vitest';
import { isDeleted, isFinished, isLive, isOpenLive, type Incident } from '../../src/domain/incident/incident';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import type { MessageStatusRecord } from '../../src/domain/incident/message-status';

describe('SPEC §3 Incident entity fields', () => {
  it('accepts an incident with every field of §3, nested incidents included', () => {
    const incident: Incident = {
      id: '7',
      title: 't',
      description: 'd',
      address: 'a',
      city: 'c',
      latitude: -22.9,
      longitude: '-43.1',
      at: '2024-01-01T00:00:00Z',
      status: 'DRAFT',
      category: { id: 14, title: 'General' },
      incidentsCategoryId: 14,
      isStreamingLive: true,
      sendToPhone: '+5521999999999',
      sendToPhones: ['+5521999999999'],
      videoStream: { id: 1, incidentId: '7', token: 'x', channel: 'ch', startedAt: null, sid: 's', incident: null },
      userCreate: { phone: '+55', email: 'e@x.io', name: 'n', lastName: 'l' },
      userUpdate: null,
      userDelete: null,
      activeOperator: { id: 3, email: 'o@x.io', name: 'O', lastName: 'P', phone: null },
      media: [{ id: 1, url: 'u', thumbnailUrl: 't', typeContent: 'cloudRecording', filename: 'f.mp4', originalIncidentId: 7 }],
      comments: [
        {
          id: 1,
          at: null,
          body: 'b',
          user: { id: 1, name: 'n', lastName: 'l', email: null },
          isReported: false,
          reportedAt: null,
          userReported: null,
        },
      ],
      updates: [{ id: 1, title: 'u', hyperlink: 'h', at: null, user: null }],
      photo: null,
      thumbnail: null,
      video: null,
      updatesCount: 1,
      commentsCount: 1,
      finishedAt: null,
      updatedAt: null,
      deletedAt: '',
      fearfulFace: 1,
      handsPressed: 2,
      redAngryFace: 3,
      redHeart: 4,
      pushNotificationsSent: 0,
      trending: false,
      creationMode: 'operator',
      linkedIncident: { id: '6' },
      linkedIncidentsToMe: [{ id: '8' }],
    };
    expect(incident.category?.title).toBe('General');
    const record: MessageStatusRecord = {
      receiver: null,
      date: null,
      method: 'OTHER_METHOD',
      status: 'queued',
      permissions: { clicked_link: 'true' },
    };
    expect(record.method).toBe('OTHER_METHOD');
  });
});

describe('SPEC §2, §4 Incident deleted / finished (deletedAt, finishedAt)', () => {
  it.each([
    [{ deletedAt: '' }, false],
    [{ deletedAt: '   ' }, false],
    [{ deletedAt: null }, false],
    [{ deletedAt: undefined }, false],
    [{ deletedAt: Number.NaN }, false],
    [{ deletedAt: '2024-05-01T10:00:00Z' }, true],
    [{ deletedAt: 1714557600000 }, true],
    [{ deletedAt: 0 }, true],
  ] as const)('isDeleted(%j) -> %s', (incident, expected) => {
    expect(isDeleted(incident)).toBe(expected);
    expect(isFinished({ finishedAt: incident.deletedAt })).toBe(expected);
  });
  it('copes with a missing incident or field', () => {
    expect(isDeleted({})).toBe(false);
    expect(isFinished({})).toBe(false);
    expect(isDeleted(null)).toBe(false);
    expect(isFinished(undefined)).toBe(false);
  });
});

describe('SPEC §4 Live incidents are those with a video stream', () => {
  it.each([
    [{ videoStream: { id: 1, channel: 'c' } }, true],
    [{ videoStream: {} }, true],
    [{ videoStream: null }, false],
    [{ videoStream: undefined }, false],
    [{}, false],
    [{ videoStream: [] }, false],
    [{ videoStream: [{ id: 1 }] }, true],
    [{ videoStream: 'stream' }, false],
  ])('isLive(%j) -> %s', (incident, expected) => {
    expect(isLive(incident as Pick<Incident, 'videoStream'>)).toBe(expected);
  });
  it('ignores isStreamingLive without a stream and copes with null', () => {
    expect(isLive({ isStreamingLive: true } as Incident)).toBe(false);
    expect(isLive(null)).toBe(false);
  });
});

describe('SPEC §4 live now: a video stream, neither finished nor deleted (the live incidents list)', () => {
  const stream = { id: 'vs-1', channel: 'incident-1' };
  it.each([
    [{ videoStream: stream, finishedAt: null, deletedAt: null }, true],
    [{ videoStream: stream }, true],
    [{ videoStream: stream, finishedAt: '', deletedAt: '  ' }, true],
    [{ videoStream: null, finishedAt: null, deletedAt: null }, false],
    [{ videoStream: [], finishedAt: null }, false],
    [{ videoStream: stream, finishedAt: '2026-11-23T07:00:00Z' }, false],
    [{ videoStream: stream, deletedAt: '2026-11-23T07:00:00Z' }, false],
    [{ videoStream: 'incident-1' }, false],
    [null, false],
    [undefined, false],
  ])('isOpenLive(%j) -> %s', (incident, expected) => {
    expect(isOpenLive(incident as Pick<Incident, 'videoStream' | 'finishedAt' | 'deletedAt'>)).toBe(expected);
  });
});

describe('SPEC §3, §7, §9 createIncident payload: category 14, status DRAFT, operatorIps', () => {
  it('fills the defaults, trims texts, reads coordinates and keeps private operator addresses', () => {
    expect(
      incidentsCreatePayload(
        {
          title: '  Fire ',
          description: 'Smoke',
          address: 'Rua A, 1',
          city: 'Rio',
          latitude: '-22.9',
          longitude: -43.1,
          phone: '+5521999999999',
        },
        ['192.168.0.10', '8.8.8.8', '192.168.0.10', 'abc.local'],
      ),
    ).toEqual({
      input: {
        title: 'Fire',
        description: 'Smoke',
        address: 'Rua A, 1',
        city: 'Rio',
        latitude: -22.9,
        longitude: -43.1,
        sendToPhone: '+5521999999999',
        incidentsCategoryId: 14,
        status: 'DRAFT',
      },
      operatorIps: ['192.168.0.10'],
    });
  });
  it.each([
    [null],
    [undefined],
    [{}],
    [{ title: null, latitude: 0, longitude: 'x' }],
    [{ title: '   ', latitude: '１２', longitude: 181 }],
    [{ latitude: Number.NaN, longitude: '1'.repeat(100_000) }],
  ])('copes with a hostile draft %j', (draft) => {
    expect(incidentsCreatePayload(draft, null)).toEqual({
      input: {
        title: '',
        description: '',
        address: '',
        city: '',
        latitude: null,
        longitude: null,
        sendToPhone: '',
        incidentsCategoryId: 14,
        status: 'DRAFT',
      },
      operatorIps: [],
    });
  });
});
