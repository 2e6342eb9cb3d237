/**
 * The paths the production adapters call where SPEC §7 shows no call: the access administration sections. They follow
 * one REST shape per resource (GET list with page, perPage, sort, q and filters; GET, PATCH and DELETE by id; POST to
 * create), answered as JSON. When the platform's backend publishes these calls, change them here and only here
 * (README "Configuration for production" lists this module).
 */
export const ASSUMED_ENDPOINTS = {
  users: '/api/users',
  /** PATCH with `{ password }`. */
  userPassword: (id: string) => `/api/users/${id}/password`,
  allowedDevices: '/api/allowed-devices',
  allowedIps: '/api/allowed-ips',
  signIns: '/api/auth-data',
  signedInUsers: '/api/logged-users',
  registrations: '/api/new-users-register',
  /** POST, no body: approving answers the created user. */
  approveRegistration: (id: string) => `/api/new-users-register/${id}/approve`,
  /** POST, no body. */
  rejectRegistration: (id: string) => `/api/new-users-register/${id}/reject`,
} as const;
