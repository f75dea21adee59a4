/**
 * `initdb` for a new embedded data directory, run in a child process by `openEmbedded` (argv[2] is the
 * directory). PGlite's initdb leaves some 400 MiB behind in the process that ran it, outside the JS heap
 * and never given back; in a child it goes away with the child.
 */
import { PGlite } from '@electric-sql/pglite';
import { embeddedStartParams } from './embedded-settings';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: initdb-child <data directory>');
const pglite = await PGlite.create({ dataDir, startParams: embeddedStartParams() });
await pglite.close();
