/**
 * The import boundaries of the house ("imports flow one way"), checked by `npm run lint:deps`.
 * Known crossings that are still being removed are listed in .dependency-cruiser-known-violations.json
 * (written by `npx depcruise-baseline src --config .dependency-cruiser.cjs`); any new one fails.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'app-not-to-server',
      comment: 'The console runs in the browser: it talks to the service over HTTP, through src/contract.',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-to-app',
      comment: 'The service never depends on the console; what both need lives in src/contract.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by both sides, so it imports neither.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/(app|server)/' },
    },
    {
      name: 'feature-not-to-feature',
      comment: 'Features do not import each other; shared pieces go to src/app/components or src/app/lib.',
      severity: 'error',
      from: { path: '^src/app/features/([^/]+)/' },
      to: { path: '^src/app/features/', pathNot: '^src/app/features/$1/' },
    },
    {
      name: 'domain-not-to-http',
      comment:
        'Domain code throws the domain errors of src/server/errors.ts; only the HTTP layer turns them into responses.',
      severity: 'error',
      from: { path: '^src/server/(runs|delivery|webhooks|projects|policies|dashboard)/' },
      to: { path: '^src/server/http/' },
    },
    {
      name: 'analysis-knows-no-storage',
      comment:
        'An analysis is a function from files or a git history to results (STYLE.md, Analyses): it runs in its own process and knows neither HTTP nor the database; src/server/runs turns its result into rows.',
      severity: 'error',
      from: { path: '^src/server/analysis/' },
      to: { path: '^src/server/(http|db|runs|seed|delivery|webhooks|projects|policies|dashboard|audit|auth)/' },
    },
    {
      name: 'vulndb-knows-no-storage',
      comment:
        'src/server/vulndb is knowledge about vulnerabilities (ecosystems, version orders, OSV records, CVSS): pure functions the analyses, the runs and the imports share; storing and matching against the database live in src/server/db and src/server/vulnerability-database.',
      severity: 'error',
      from: { path: '^src/server/vulndb/' },
      to: { path: '^src/server/(?!vulndb/)[^/]+/' },
    },
    {
      name: 'scanner-is-a-client',
      comment:
        'argus-scan (src/server/scanner) is a client of the API that CI pipelines run: it speaks the contract over HTTP and reads manifests with the SCA analysis, never the service internals.',
      severity: 'error',
      from: { path: '^src/server/scanner/', pathNot: '__tests__' },
      to: { path: '^src/server/', pathNot: '^src/server/(scanner|analysis/sca|vulndb)/' },
    },
    {
      name: 'analysis-kinds-apart',
      comment:
        'Each analysis kind stands alone; what several share (the git workspace, the child-process protocol) lives in src/server/analysis/{workspace,git,child}, and what an SCA and an image analysis both build (the component, its purl and licenses) in src/server/analysis/components.',
      severity: 'error',
      from: { path: '^src/server/analysis/(authors|sca|secrets|clones|images)/' },
      to: { path: '^src/server/analysis/(authors|sca|secrets|clones|images)/', pathNot: '^src/server/analysis/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes load order matter and the pieces impossible to understand one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports cross boundaries too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
