/**
 * The dependency rule of ARCHITECTURE.md: dependencies point inward only.
 *   domain <- application <- adapters, ui <- composition; server/ beside the adapters, src/ never importing it
 *   inside src/ui: app (the root) <- features (admin, incident, login, training, deeplinks) <- shared pieces
 * `npm run deps` fails on any violation; tests/architecture proves each rule bites.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        "src/domain imports nothing outside src/domain but zod (the forms' schemas): no other npm package, no Node built-in, no other layer.",
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^(src/domain/|node_modules/zod/)' },
    },
    {
      name: 'application-imports-domain-only',
      comment: 'src/application imports src/domain and itself, and no npm package.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: '^src/(domain|application)/' },
    },
    {
      name: 'adapters-not-ui-or-composition',
      comment: 'src/adapters implement ports; they never reach into the views or the composition root.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/(ui|composition)/' },
    },
    {
      name: 'real-adapters-not-fake',
      comment: 'The production adapter set must not pull in the demo world.',
      severity: 'error',
      from: { path: '^src/adapters/real/' },
      to: { path: '^src/adapters/fake/' },
    },
    {
      name: 'fake-adapters-not-real-sdks',
      comment: 'The demo never loads a real SDK client (Agora calls home on createClient).',
      severity: 'error',
      from: { path: '^src/adapters/fake/' },
      to: { path: '^(src/adapters/real/|node_modules/(agora-rtc-sdk-ng|@twilio|@apollo|axios)/)' },
    },
    {
      name: 'ui-not-adapters-or-composition',
      comment: 'src/ui imports application and domain; never an adapter or the composition root.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/(adapters|composition)/' },
    },
    {
      name: 'ui-features-apart',
      comment:
        "A UI feature (admin, incident, login, training, deeplinks) imports no other feature and not the app's root: what two features share lives in src/ui/shared.",
      severity: 'error',
      from: { path: '^src/ui/(admin|incident|login|training|deeplinks)/' },
      to: { path: '^src/ui/(admin|incident|login|training|deeplinks|app)/', pathNot: '^src/ui/$1/' },
    },
    {
      name: 'ui-shared-imports-no-feature',
      comment:
        "What the features share (shared, i18n, theme, language, connectivity) imports no feature and not the app's root, which composes the features.",
      severity: 'error',
      from: { path: '^src/ui/(shared|i18n|theme|language|connectivity)/' },
      to: { path: '^src/ui/(admin|incident|login|training|deeplinks|app)/' },
    },
    {
      name: 'ui-ports-as-types',
      comment:
        'The UI names a port only as a type: it reaches the outside through use cases, flows, facades and stores (class tokens), never by asking the composition for a port.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/application/(ports|training/ports)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'faker-only-in-fakes',
      comment: 'faker belongs to the demo world and tests.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/adapters/fake/' },
      to: { path: '^node_modules/@faker-js/' },
    },
    {
      name: 'server-not-ui-or-browser',
      comment:
        'server/ is one more adapter of the demo world: it imports domain, application, the demo world and the Node composition, never the views, the browser entry or a production adapter (but the wire contract of assumed-endpoints.ts).',
      severity: 'error',
      from: { path: '^server/' },
      to: {
        path: '^src/(ui/|composition/(main\\.tsx|browser-container\\.ts)$|adapters/real/)',
        pathNot: '^src/adapters/real/assumed-endpoints\\.ts$',
      },
    },
    {
      name: 'src-not-server',
      comment: 'Nothing the console is built from imports the server.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/composition/virtual-adapter-set\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
