import { join } from 'node:path';
import type { Config } from '../config';
import type { DemoOptions } from './bootstrap';

/**
 * The demo as a service start makes it: its repositories in `DATA_DIR/demo-repositories` (file:// URLs,
 * so cloning them needs ARGUS_ALLOW_LOCAL_REPOSITORIES, which `npm start` sets) and its analyses queued.
 */
export const demoOptions = (config: Pick<Config, 'seedDemo' | 'dataDir'>): DemoOptions | false =>
  config.seedDemo ? { repositoriesDir: join(config.dataDir, 'demo-repositories'), queueAnalyses: true } : false;
