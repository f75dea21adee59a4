/**
 * The service as `npm start` runs it (compiled to dist-server/trial.js): the local trial's defaults, then
 * main. Private webhook targets are allowed, and the demo's projects are git repositories in DATA_DIR,
 * cloned over file:// (CONTRACT §15: local trials). A variable set in the environment wins.
 */
process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS ??= 'true';
process.env.ARGUS_ALLOW_LOCAL_REPOSITORIES ??= 'true';
await import('./main');

export {};
