/**
 * The GraphQL schema of SPEC §7 as the console's operations (src/adapters/real/incidents-graphql.documents.ts) use
 * it: the same root fields, arguments, input names and incident fields. Server values that may be a string or a
 * number (timestamps, coordinates, the push flag) are scalars passed through as the world holds them.
 */
export const INCIDENTS_SDL = /* GraphQL */ `
  scalar Stamp
  scalar Coordinate
  scalar Flex

  type Category {
    id: ID
    title: String
  }

  type Person {
    id: ID
    phone: String
    email: String
    name: String
    lastName: String
  }

  type Media {
    id: ID
    url: String
    thumbnailUrl: String
    typeContent: String
    filename: String
    originalIncidentId: ID
  }

  type Comment {
    id: ID
    at: Stamp
    body: String
    isReported: Boolean
    reportedAt: Stamp
    user: Person
    userReported: Person
  }

  type Update {
    id: ID
    title: String
    hyperlink: String
    at: Stamp
    user: Person
  }

  type VideoStream {
    id: ID
    incidentId: ID
    token: String
    channel: String
    startedAt: Stamp
    sid: String
  }

  type Incident {
    id: ID
    title: String
    description: String
    address: String
    city: String
    latitude: Coordinate
    longitude: Coordinate
    at: Stamp
    status: String
    category: Category
    incidentsCategoryId: ID
    isStreamingLive: Boolean
    sendToPhone: String
    sendToPhones: [String]
    videoStream: VideoStream
    userCreate: Person
    userUpdate: Person
    userDelete: Person
    activeOperator: Person
    media: [Media]
    comments: [Comment]
    updates: [Update]
    photo: String
    thumbnail: String
    video: String
    updatesCount: Int
    commentsCount: Int
    finishedAt: Stamp
    updatedAt: Stamp
    deletedAt: Stamp
    fearfulFace: Int
    handsPressed: Int
    redAngryFace: Int
    redHeart: Int
    pushNotificationsSent: Flex
    trending: Boolean
    creationMode: String
    linkedIncident: Incident
    linkedIncidentsToMe: [Incident]
    viewShareToken: String
  }

  type ChannelJoin {
    uid: ID
    token: String
    channel: String
  }

  input CreateIncidentInput {
    title: String!
    description: String!
    address: String!
    city: String!
    latitude: Float
    longitude: Float
    sendToPhone: String!
    incidentsCategoryId: Int!
    status: String!
  }

  input UpdateIncidentInput {
    title: String
    description: String
    address: String
    at: String
    city: String
    longitude: Float
    latitude: Float
    incidentsCategoryId: Int
    status: String
  }

  type Query {
    getIncidentsLastHours(lastHours: Int!): [Incident]
    getIncidents(first: Int, onlyLive: Boolean, ignoreStatus: Boolean): [Incident]
    getIncidentsNotPagination(all: Boolean!, numberOfDays: Int!): [Incident]
    getIncidentById(id: ID!): Incident
    getIncidentByIdNoAuth(id: ID!): Incident
    getAllLiveStreams: [Incident]
    videosContents(hash: String!): [Media]
  }

  type Mutation {
    createIncident(input: CreateIncidentInput!, operatorIps: [String!]): Incident
    updateIncident(input: UpdateIncidentInput!, incidentId: ID!): Incident
    finishIncident(incidentId: ID!): Incident
    deleteIncident(incidentId: ID!): Incident
    deleteCommentFromIncident(incidentId: ID!, commentId: ID!): Incident
    setApprovedComment(incidentId: ID!, commentId: ID!): Incident
    joinLiveChannel(channel: String!): ChannelJoin
    joinLiveCollabChannel(channel: String!): ChannelJoin
    joinLiveChannelNoAuth(channel: String!): ChannelJoin
    stopAllChannels(incidentId: ID!): Boolean
  }
`;
