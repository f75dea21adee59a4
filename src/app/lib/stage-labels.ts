import type { Stage } from '../../contract/stages';

/** How a stage reads in the console; its help (STAGE_HELP) says what it stands for. */
export const STAGE_LABELS: Record<Stage, string> = {
  dev: 'Dev',
  source: 'Source',
  build: 'Build',
  stage: 'Stage',
  test: 'Test',
  prod: 'Prod',
  proxy: 'Proxy',
};
