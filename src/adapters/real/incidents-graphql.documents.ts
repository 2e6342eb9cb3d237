/**
 * SPEC §7 Incidents over GraphQL: the operation documents, as text (parsed on first use, in the lazily loaded client).
 *
 * Field selection: the SPEC §3 Incident fields the console reads (src/domain/incident/incident.ts); nested incidents
 * (linkedIncident, linkedIncidentsToMe) carry only what the linked-incidents panel and the incident PDF read.
 * Assumptions where the spec does not show the schema: list queries return a list of incidents; the variables' types
 * are ID / Int / Boolean / String and the inputs are named UpdateIncidentInput and CreateIncidentInput; the incident
 * media poll reads `getIncidentById(id) { media }`; the recorded videos are the root field `videosContents(hash)`,
 * returning media items; finishIncident, deleteIncident and the comment mutations return the incident (only its id and
 * the mark they set are selected); the stop-all-channels mutation is `stopAllChannels(incidentId)`, returning a scalar.
 */

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

/** One operation: its kind, its text and the root field whose value is the answer. */
export interface Operation {
  readonly kind: 'query' | 'mutation';
  readonly name: string;
  readonly field: string;
  readonly text: string;
}

const query = (name: string, field: string, text: string): Operation => ({ kind: 'query', name, field, text });
const mutation = (name: string, field: string, text: string): Operation => ({ kind: 'mutation', name, field, text });

export const OPERATIONS = {
  getIncidentsLastHours: query(
    'getIncidentsLastHours',
    'getIncidentsLastHours',
    `query getIncidentsLastHours($lastHours: Int!) { getIncidentsLastHours(lastHours: $lastHours) { ${INCIDENT_FIELDS} } }`,
  ),
  getIncidents: query(
    'getIncidents',
    'getIncidents',
    `query getIncidents($first: Int, $onlyLive: Boolean, $ignoreStatus: Boolean) {
      getIncidents(first: $first, onlyLive: $onlyLive, ignoreStatus: $ignoreStatus) { ${INCIDENT_FIELDS} }
    }`,
  ),
  getIncidentsNotPagination: query(
    'getIncidentsNotPagination',
    'getIncidentsNotPagination',
    `query getIncidentsNotPagination($all: Boolean!, $numberOfDays: Int!) {
      getIncidentsNotPagination(all: $all, numberOfDays: $numberOfDays) { ${INCIDENT_FIELDS} }
    }`,
  ),
  getIncidentById: query(
    'getIncidentById',
    'getIncidentById',
    `query getIncidentById($id: ID!) { getIncidentById(id: $id) { ${INCIDENT_FIELDS} } }`,
  ),
  getIncidentByIdNoAuth: query(
    'getIncidentByIdNoAuth',
    'getIncidentByIdNoAuth',
    `query getIncidentByIdNoAuth($id: ID!) { getIncidentByIdNoAuth(id: $id) { ${INCIDENT_FIELDS} } }`,
  ),
  getAllLiveStreams: query(
    'getAllLiveStreams',
    'getAllLiveStreams',
    `query getAllLiveStreams { getAllLiveStreams { ${INCIDENT_FIELDS} } }`,
  ),
  getIncidentMedia: query(
    'getIncidentMedia',
    'getIncidentById',
    `query getIncidentMedia($id: ID!) { getIncidentById(id: $id) { id media { ${MEDIA_FIELDS} } } }`,
  ),
  videosContents: query(
    'videosContents',
    'videosContents',
    `query videosContents($hash: String!) { videosContents(hash: $hash) { ${MEDIA_FIELDS} } }`,
  ),
  createIncident: mutation(
    'createIncident',
    'createIncident',
    `mutation createIncident($input: CreateIncidentInput!, $operatorIps: [String!]) {
      createIncident(input: $input, operatorIps: $operatorIps) { ${INCIDENT_FIELDS} }
    }`,
  ),
  updateIncident: mutation(
    'updateIncident',
    'updateIncident',
    `mutation updateIncident($input: UpdateIncidentInput!, $incidentId: ID!) {
      updateIncident(input: $input, incidentId: $incidentId) { ${INCIDENT_FIELDS} }
    }`,
  ),
  finishIncident: mutation(
    'finishIncident',
    'finishIncident',
    `mutation finishIncident($incidentId: ID!) { finishIncident(incidentId: $incidentId) { id finishedAt } }`,
  ),
  deleteIncident: mutation(
    'deleteIncident',
    'deleteIncident',
    `mutation deleteIncident($incidentId: ID!) { deleteIncident(incidentId: $incidentId) { id deletedAt } }`,
  ),
  deleteCommentFromIncident: mutation(
    'deleteCommentFromIncident',
    'deleteCommentFromIncident',
    `mutation deleteCommentFromIncident($incidentId: ID!, $commentId: ID!) {
      deleteCommentFromIncident(incidentId: $incidentId, commentId: $commentId) { id }
    }`,
  ),
  setApprovedComment: mutation(
    'setApprovedComment',
    'setApprovedComment',
    `mutation setApprovedComment($incidentId: ID!, $commentId: ID!) { setApprovedComment(incidentId: $incidentId, commentId: $commentId) { id } }`,
  ),
  joinLiveChannel: mutation(
    'joinLiveChannel',
    'joinLiveChannel',
    `mutation joinLiveChannel($channel: String!) { joinLiveChannel(channel: $channel) { ${JOIN_FIELDS} } }`,
  ),
  joinLiveCollabChannel: mutation(
    'joinLiveCollabChannel',
    'joinLiveCollabChannel',
    `mutation joinLiveCollabChannel($channel: String!) { joinLiveCollabChannel(channel: $channel) { ${JOIN_FIELDS} } }`,
  ),
  joinLiveChannelNoAuth: mutation(
    'joinLiveChannelNoAuth',
    'joinLiveChannelNoAuth',
    `mutation joinLiveChannelNoAuth($channel: String!) { joinLiveChannelNoAuth(channel: $channel) { ${JOIN_FIELDS} } }`,
  ),
  stopAllChannels: mutation(
    'stopAllChannels',
    'stopAllChannels',
    `mutation stopAllChannels($incidentId: ID!) { stopAllChannels(incidentId: $incidentId) }`,
  ),
} as const;
