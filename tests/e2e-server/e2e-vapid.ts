/**
 * The VAPID key pair the server sends the production build's pushes with in these runs: a pair for tests only. Its public
 * key is the one `npm run test:e2e:production` builds dist-e2e/ with (package.json), which this suite's production
 * project serves.
 */
export const E2E_VAPID = {
  publicKey: 'BHA0VfyYvkmRIWN6sLxQo-nGG9Xs6UhSG6pN1bwOq7WN8QXwAJ8-cOFFpLHtyouNyuMCftUfBvh50YsCJzrTi_c',
  privateKey: '-SExD0cIlzKVZE4FhnYcPzYPn0vLTVqKY8eo_wdmxaU',
};
