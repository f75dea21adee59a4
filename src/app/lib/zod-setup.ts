// zod probes `new Function` when it builds an object schema, to decide whether to compile its parser;
// under our CSP (no 'unsafe-eval') the browser reports that probe as a violation. Parsing without
// compiled parsers is fast enough for a console. main.tsx imports this module first, so the setting
// is in place before any schema is built. It writes the global zod reads its config from
// (`globalThis.__zod_globalConfig`, which zod's `config()` itself fills) instead of calling `config()`:
// importing zod here put zod's core into the entry chunk the login page loads (issue 19).
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
