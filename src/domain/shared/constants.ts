/**
 * Business constants and limits of SPEC §9 (and the few of §1–§7 that are plain numbers).
 * Every timer in the application takes its duration from here.
 */

/** SPEC §9 Timings, in milliseconds. */
export const TIMINGS = {
  autoSaveIdle: 3_000,
  mediaPoll: 5_000,
  permissionPoll: 2_000,
  socketPing: 10_000,
  socketReconnectDelay: 1_000,
  emptyChannelCheck: 5 * 60_000,
  healthPing: 5_000,
  authStateCheck: 1_000,
  loginGeolocationTimeout: 10_000,
  chatOpenDelay: 1_000,
  searchDebounce: 1_000,
  chatScrollDelay: 500,
  localIpDiscovery: 2_000,
} as const;

/**
 * The console's own pace (the spec names none): while the realtime socket is not open (a slow or refused handshake,
 * a reconnect), a live session reads its incident this often, so a take-over or a stop is noticed within 2 s.
 */
export const SOCKET_DOWN_INCIDENT_POLL_MS = 1_000;

/** The console's own limit (the spec names none): a chat not open this long after it started has failed. */
export const CHAT_OPEN_LIMIT_MS = 20_000;

/** SPEC §9 Toasts, in milliseconds. */
export const TOAST_DURATIONS = {
  default: 2_000,
  success: 3_000,
  error: 3_000,
  push: 8_000,
  sidebarMessage: 4_000,
} as const;

/** SPEC §3, §9: a new incident. */
/** SPEC §5: the longest text most server fields take (varchar 255): an incident's title and address, the admin forms' texts. */
export const MAX_FIELD_LENGTH = 255;
export const NEW_INCIDENT_CATEGORY_ID = 14;
export const NEW_INCIDENT_STATUS = 'DRAFT';

/** SPEC §9 */
export const CHAT_PANEL_HEIGHT_PX = 300;
export const VIDEO_CODEC = 'vp8';
export const VIDEO_MODE = 'rtc';
export const PAGINATOR_DEFAULT = 10;
export const PAGINATOR_OPTIONS = [1, 5, 10, 20, 30, 50, 100] as const;
export const LIVE_LIST_PAGE_SIZE = 100;
export const LIVE_MAP_WINDOW_HOURS = 2;
export const DEFAULT_NUMBER_OF_DAYS = -1;
export const THUMBNAIL = { width: 400, height: 300 } as const;
export const DEFAULT_MAP_CENTER = { latitude: -22.951207, longitude: -43.1944118 } as const;
export const DEFAULT_MAP_ZOOM = 15;
export const MESSAGE_STATUS_DATE_LOCALE = 'pt-BR';
export const PUSH_TOPICS = [
  'new_incidents',
  'reported_comment',
  'new_incident_default',
  'new_incident_live',
  'end_of_live_stream',
] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** SPEC §9 Error-reporting sampling. */
export const ERROR_REPORTING = { tracesSampleRate: 1, replaysSessionSampleRate: 0.1 } as const;

/** SPEC §4 Video playback. */
export const VIDEO_DEFAULT_SEEK_SECONDS = 1266;
export const VIDEO_LIVE_EDGE_SECONDS = 30;

/** SPEC §7 Speed test and downloads. */
export const SPEED_TEST_PHOTO_BYTES = 9_005_154;
export const SIGNED_URL_VALIDITY_SECONDS = 1_200;

/** SPEC §2 Sidebar. */
export const APP_VERSION = '1.15.0';

/** SPEC §3 Logging levels, from quietest to most verbose. */
export const LOG_LEVELS = ['off', 'error', 'warning', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** SPEC §3 Audit action enumeration. */
export const AUDIT_ACTIONS = [
  'SEND_LINK_NORMAL_SMS',
  'SEND_LINK_NORMAL_WPP',
  'SEND_LINK_SHARE_SMS',
  'SEND_LINK_SHARE_WPP',
  'INCIDENT_ADD_PHOTO',
  'SEND_LINK_COLLAB',
  'INCIDENT_EDIT_TITLE',
  'INCIDENT_EDIT_DESCRIPTION',
  'INCIDENT_START_OVER',
  'INCIDENT_EDIT_ADDRESS',
  'SEND_CHAT_MESSAGE',
  'SHARE_EVENT',
  'SEND_ARCHIVE',
  'SELECT_INCIDENT_FROM_MAP',
  'TAKE_CONTROL_OF_EVENT',
  'CREATE_USER',
  'DELETE_USER',
  'EDIT_USER',
  'EDIT_USER_PASSWORD',
  'ROLE_ADD',
  'ROLE_ADD_USER',
  'ROLE_REMOVE_USER',
  'PERMISSION_ADD',
  'ROLE_PERMISSION_ADD',
  'ROLE_PERMISSION_REMOVE',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
