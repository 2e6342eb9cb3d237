/**
 * The keys of the declared administration resources (admin-resources.ts), in declaration order, listed apart from the
 * declarations: the router and the login route tell a section's route by its key alone, and importing the
 * declarations would bring their form schemas (and the schema library) into the login route.
 * tests/domain/admin-resource-types.test.ts holds this list to ADMIN_RESOURCES.
 */
export const ADMIN_RESOURCE_KEYS = [
  'users',
  'new-users-register',
  'places-of-interest',
  'auth-data',
  'allowed-places',
  'allowed-devices',
  'rates-app',
  'ips-admin',
  'argos',
  'logged-users',
  'predefined-description',
  'features',
  'tenants',
] as const;
