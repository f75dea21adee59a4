import packageJson from '../../package.json' with { type: 'json' };

/** Imported, not read at run time: the compiled server (dist-server/) carries it inside. */
export const VERSION: string = packageJson.version;
