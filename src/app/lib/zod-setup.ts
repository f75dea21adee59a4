import { config } from 'zod';

// zod probes `new Function` when it builds an object schema, to decide whether to compile its parser;
// under our CSP (no 'unsafe-eval') the browser reports that probe as a violation. Parsing without
// compiled parsers is fast enough for a console. main.tsx imports this module first, so the setting
// is in place before any schema is built.
config({ jitless: true });
