/**
 * SPEC §7 Incidents over GraphQL: the operation documents, as text (parsed at build time for the console,
 * build/graphql-documents.ts; the server executes the same text).
 *
 * Field selection: the SPEC §3 Incident fields the console reads (src/domain/incident/incident.ts); nested incidents
 * (linkedIncident, linkedIncidentsToMe) carry only what the linked-incidents panel and the incident PDF read.
 * Assumptions where the spec does not show the schema: list queries return a list of incidents; the variables' types
 * are ID / Int / Boolean / String and the inputs are named UpdateIncidentInput and CreateIncidentInput; the incident
 * media poll reads `getIncidentById(id) { media }`; the recorded videos are the root field `videosContents(hash)`,
 * returning media items; finishIncident, deleteIncident and the comment mutations return the incident (only its id and
 * the mark they set are selected); the stop-all-channels mutation is `stopAllChannels(incidentId)`, returning a scalar.
 */

import { SHARED_INCIDENT_FIELDS, SHARED_STATE_FIELDS, SHARED_STREAM_FIELDS } from '../../domain/sharing/shared-live-view';

const USER = 'id phone email name lastName';
const COMMENT_USER = 'id name lastName email';
export const MEDIA_FIELDS = 'id url thumbnailUrl typeContent filename originalIncidentId';
const LINKED_INCIDENT = 'id title description address city at status finishedAt deletedAt';

export const INCIDENT_FIELDS = `
  id title description address city latitude longitude at status
  category { id title }
  incidentsCategoryId isStreamingLive sendToPhone sendToPhones
  videoStream { id incidentId token channel startedAt sid }
  userCreate { ${USER} }
  userUpdate { ${USER} }
  userDelete { ${USER} }
  activeOperator { id email name lastName phone }
  media { ${MEDIA_FIELDS} }
  comments { id at body isReported reportedAt user { ${COMMENT_USER} } userReported { ${COMMENT_USER} } }
  updates { id title hyperlink at user { ${COMMENT_USER} } }
  photo thumbnail video updatesCount commentsCount finishedAt updatedAt deletedAt
  fearfulFace handsPressed redAngryFace redHeart pushNotificationsSent trending creationMode
  linkedIncident { ${LINKED_INCIDENT} }
  linkedIncidentsToMe { ${LINKED_INCIDENT} }
`;

const JOIN_FIELDS = 'uid token channel';

/**
 * The no-login live view asks only for what its screen shows and what tells it is still live: never the caller's
 * phone, the people involved, comments, media or the stream's token, which would reach an anonymous browser.
 */
export const SHARED_VIEW_FIELDS = `${[...SHARED_INCIDENT_FIELDS, ...SHARED_STATE_FIELDS].join(' ')} videoStream { ${SHARED_STREAM_FIELDS.join(' ')} }`;

/** One operation: its kind, its text and the root field whose value is the answer. */
export interface Operation {
  readonly kind: 'query' | 'mutation';
  readonly name: string;
  readonly field: string;
  readonly text: string;
}

/** An operation as its text names it: `query name(…) { field(…) … }` (its kind, its name, then its root field). */
function operation(text: string): Operation {
  const head = /^(query|mutation) (\w+)[^{]*\{\s*(\w+)/.exec(text);
  if (!head?.[2] || !head[3]) throw new Error(`Not a GraphQL operation: ${text.slice(0, 60)}`);
  return { kind: head[1] === 'mutation' ? 'mutation' : 'query', name: head[2], field: head[3], text };
}

export const OPERATIONS = {
  getIncidentsLastHours: operation(
    `query getIncidentsLastHours($lastHours: Int!) { getIncidentsLastHours(lastHours: $lastHours) { ${INCIDENT_FIELDS} } }`,
  ),
  getIncidents: operation(
    `query getIncidents($first: Int, $onlyLive: Boolean, $ignoreStatus: Boolean) {
      getIncidents(first: $first, onlyLive: $onlyLive, ignoreStatus: $ignoreStatus) { ${INCIDENT_FIELDS} }
    }`,
  ),
  getIncidentsNotPagination: operation(
    `query getIncidentsNotPagination($all: Boolean!, $numberOfDays: Int!) {
      getIncidentsNotPagination(all: $all, numberOfDays: $numberOfDays) { ${INCIDENT_FIELDS} }
    }`,
  ),
  getIncidentById: operation(`query getIncidentById($id: ID!) { getIncidentById(id: $id) { ${INCIDENT_FIELDS} } }`),
  getIncidentByIdNoAuth: operation(`query getIncidentByIdNoAuth($id: ID!) { getIncidentByIdNoAuth(id: $id) { ${SHARED_VIEW_FIELDS} } }`),
  getAllLiveStreams: operation(`query getAllLiveStreams { getAllLiveStreams { ${INCIDENT_FIELDS} } }`),
  getIncidentMedia: operation(`query getIncidentMedia($id: ID!) { getIncidentById(id: $id) { id media { ${MEDIA_FIELDS} } } }`),
  videosContents: operation(`query videosContents($hash: String!) { videosContents(hash: $hash) { ${MEDIA_FIELDS} } }`),
  createIncident: operation(
    `mutation createIncident($input: CreateIncidentInput!, $operatorIps: [String!]) {
      createIncident(input: $input, operatorIps: $operatorIps) { ${INCIDENT_FIELDS} }
    }`,
  ),
  updateIncident: operation(
    `mutation updateIncident($input: UpdateIncidentInput!, $incidentId: ID!) {
      updateIncident(input: $input, incidentId: $incidentId) { ${INCIDENT_FIELDS} }
    }`,
  ),
  finishIncident: operation(`mutation finishIncident($incidentId: ID!) { finishIncident(incidentId: $incidentId) { id finishedAt } }`),
  deleteIncident: operation(`mutation deleteIncident($incidentId: ID!) { deleteIncident(incidentId: $incidentId) { id deletedAt } }`),
  deleteCommentFromIncident: operation(
    `mutation deleteCommentFromIncident($incidentId: ID!, $commentId: ID!) {
      deleteCommentFromIncident(incidentId: $incidentId, commentId: $commentId) { id }
    }`,
  ),
  setApprovedComment: operation(
    `mutation setApprovedComment($incidentId: ID!, $commentId: ID!) { setApprovedComment(incidentId: $incidentId, commentId: $commentId) { id } }`,
  ),
  joinLiveChannel: operation(`mutation joinLiveChannel($channel: String!) { joinLiveChannel(channel: $channel) { ${JOIN_FIELDS} } }`),
  joinLiveCollabChannel: operation(
    `mutation joinLiveCollabChannel($channel: String!) { joinLiveCollabChannel(channel: $channel) { ${JOIN_FIELDS} } }`,
  ),
  joinLiveChannelNoAuth: operation(
    `mutation joinLiveChannelNoAuth($channel: String!) { joinLiveChannelNoAuth(channel: $channel) { ${JOIN_FIELDS} } }`,
  ),
  stopAllChannels: operation(`mutation stopAllChannels($incidentId: ID!) { stopAllChannels(incidentId: $incidentId) }`),
} as const;
