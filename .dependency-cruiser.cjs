// The layer rules `npm run lint` keeps (scripts/layers.mjs runs them): core <- widgets <- shell,
// each area reached only through its index.ts, and the reference API on the contract alone.
// Paths are relative to the folder cruised, so scripts/layers.test.ts can run the same rules on
// a small tree of its own.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-core',
      comment: 'core/ is what every layer builds on: it must not depend on the widgets, the shell, the server, the command or the tests.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(widgets|shell|server|cli|tests)/' },
    },
    {
      name: 'widgets-reach-areas-by-index',
      comment: "A widget area uses another area only through that area's index.ts, its public surface.",
      severity: 'error',
      from: { path: '^widgets/([^/]+)/' },
      to: { path: '^widgets/[^/]+/', pathNot: ['^widgets/$1/', '^widgets/[^/]+/index\\.ts$'] },
    },
    {
      name: 'widgets-import-no-shell-or-server',
      comment: 'The widgets are embedded by any host: they build on core and on each other, never on the shell or the server.',
      severity: 'error',
      from: { path: '^widgets/' },
      to: { path: '^(shell|server|tests)/' },
    },
    {
      name: 'shell-reaches-areas-by-index',
      comment: "The shell uses a widget area only through its index.ts (or the package's widgets/index.ts).",
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^widgets/[^/]+/', pathNot: '^widgets/[^/]+/index\\.ts$' },
    },
    {
      name: 'shell-imports-no-server',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^(server|tests)/' },
    },
    {
      name: 'staff-sections-keep-to-their-own',
      comment:
        "A staff section (shell/admin/<section>/) builds on core, widget indexes, the staff area's shared room (shell/admin/shared/), its own folder and the admin addresses (shell/admin/paths.ts, with the section records they come from); of the rest of the shell only the router and the session gate every screen uses, and the development page's addresses (pages/developments.ts), which the staff tabs there live under. Never on another section: what two need goes to the shared room.",
      severity: 'error',
      from: { path: '^shell/admin/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^shell/',
        pathNot: ['^shell/admin/$1/', '^shell/admin/shared/', '^shell/admin/(paths|sections)\\.ts$', '^shell/(router|session)\\.ts$', '^shell/pages/developments\\.ts$'],
      },
    },
    {
      name: 'server-uses-only-the-contract',
      comment: 'The reference API shares the schemas and the pure domain rules with the client, nothing else of it.',
      severity: 'error',
      from: { path: '^server/', pathNot: '\\.test\\.ts$|^server/contract/' },
      to: { path: '^(core|widgets|shell|tests)/', pathNot: '^core/(schemas|domain)/' },
    },
    {
      name: 'contract-uses-schemas-and-samples',
      comment: "The contract's records name the structs both sides validate with, and take their examples from the samples the contract tests use.",
      severity: 'error',
      from: { path: '^server/contract/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(core|widgets|shell|tests)/', pathNot: '^core/(schemas|domain|testing/samples)/' },
    },
    {
      name: 'server-tests-use-only-the-contract',
      comment: "The API's tests share the same, and the time-zone support the calendar tests of both sides run in.",
      severity: 'error',
      from: { path: '^server/.*\\.test\\.ts$' },
      to: { path: '^(core|widgets|shell|tests)/', pathNot: '^core/(schemas|domain)/|^core/testing/zones\\.ts$' },
    },
    {
      name: 'cli-uses-only-the-contract',
      comment: "The package's command (the API check) runs against any API: it shares the schemas and the client's reading of an answer, nothing of the server or the UI.",
      severity: 'error',
      from: { path: '^cli/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(core|widgets|shell|server|tests)/', pathNot: '^core/(schemas|domain)/|^core/api/envelope\\.ts$' },
    },
    {
      name: 'cli-tests-start-the-reference-api',
      comment: "The check's tests run it against the reference API, started as the server's own tests start it, and read the portal's calls as the authorisation matrix does.",
      severity: 'error',
      from: { path: '^cli/.*\\.test\\.ts$' },
      to: { path: '^(core|widgets|shell|server|tests)/', pathNot: ['^core/(schemas|domain)/|^core/api/envelope\\.ts$', '^server/(testing|client-calls)\\.ts$', '^server/contract/'] },
    },
    {
      name: 'server-imports-no-client-fixtures',
      comment:
        'The server owns its seed data; the client test fixtures may change with the tests. The contract (server/contract) only ' +
        'describes the calls: its examples are those same samples, which the API shows in its OpenAPI document and nowhere else.',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/contract/' },
      to: { path: '^core/testing/samples/' },
    },
    {
      name: 'no-import-cycles',
      comment: 'A cycle through an import() is not one: the page loaders of the shell route records load on demand.',
      severity: 'error',
      from: { path: '^(core|widgets|shell|server|cli)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'no-cycles-between-folders',
      comment:
        'Nor may two folders reach each other, even through type imports alone: a type that both need lives where both can import it. ' +
        'Group 1 is the folder of the importing file; a cycle that leaves it is one between folders. The route loaders\' import() is allowed, as above.',
      severity: 'error',
      from: { path: '^((?:core|widgets|shell|server|cli)/.*?)[^/]+$' },
      to: { circular: true, via: { pathNot: '^$1[^/]+$' }, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
