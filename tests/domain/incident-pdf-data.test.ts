import { describe, expect, it } from 'vitest';
import { incidentPdfData } from '../../src/domain/incident/incident-pdf-data';

describe('SPEC §2, §9 PDF export data (pt-BR dates)', () => {
  it('models title, ids, pt-BR dates, messages oldest first and media with unavailable placeholders', () => {
    const data = incidentPdfData(
      {
        id: 42,
        title: ' Fire ',
        at: '2026-01-15T12:00:00.000Z',
        finishedAt: '2026-01-15T13:30:05.000Z',
        address: 'unavailable',
        latitude: 0,
        longitude: -43.1,
        userCreate: { phone: '+5521999990000' },
        videoStream: { channel: 'incident-42' },
        linkedIncident: { id: 7 },
        linkedIncidentsToMe: [{ id: 50 }, { id: 51 }],
        activeOperator: { name: 'Otto', lastName: 'Operator', email: 'o@x' },
        comments: [
          { at: '2026-01-15T12:10:00Z', body: 'second', user: { email: 'c@x' } },
          { at: '2026-01-15T12:05:00Z', body: 'first', user: { name: 'Ana' } },
        ],
        updates: [{ at: '2026-01-15T12:07:00Z', title: 'Units dispatched', user: { name: 'Otto', lastName: 'Operator' } }],
        media: [
          { id: 1, typeContent: 'image', url: 'data:image/svg+xml;charset=utf-8,x', filename: 'a.svg' },
          { id: 2, typeContent: 'video', url: 'demo://media/v.mp4', filename: 'v.mp4' },
          { id: 3, typeContent: 'image', url: null, filename: 'gone.png' },
          { id: 4, typeContent: 'file', url: 'javascript:alert(1)', filename: 'x.pdf' },
        ],
        redHeart: 3,
      },
      { now: Date.UTC(2026, 0, 16, 9, 0, 0), utcOffsetMinutes: -180 },
    );
    expect(data).toMatchObject({
      title: 'Fire',
      incidentId: '42',
      channel: 'incident-42',
      linkedIncidentId: '7',
      linkedIncidentsToMeIds: ['50', '51'],
      createdAt: '15/01/2026 09:00:00',
      finishedAt: '15/01/2026 10:30:05',
      deletedAt: '',
      generatedAt: '16/01/2026 06:00:00',
      phone: '+5521999990000',
      address: 'unavailable',
      coordinates: '',
      operator: 'Otto Operator',
      reactions: { fearfulFace: 0, handsPressed: 0, redAngryFace: 0, redHeart: 3 },
    });
    expect(data.messages).toEqual([
      { kind: 'comment', at: '15/01/2026 09:05:00', author: 'Ana', body: 'first' },
      { kind: 'update', at: '15/01/2026 09:07:00', author: 'Otto Operator', body: 'Units dispatched' },
      { kind: 'comment', at: '15/01/2026 09:10:00', author: 'c@x', body: 'second' },
    ]);
    expect(data.media).toEqual([
      { kind: 'image', id: '1', url: 'data:image/svg+xml;charset=utf-8,x', filename: 'a.svg' },
      { kind: 'link', id: '2', url: 'demo://media/v.mp4', filename: 'v.mp4', typeContent: 'video' },
      { kind: 'placeholder', id: '3', placeholder: 'unavailable', filename: 'gone.png' },
      { kind: 'placeholder', id: '4', placeholder: 'unavailable', filename: 'x.pdf' },
    ]);
  });
});
