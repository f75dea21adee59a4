import type { Stage } from '../../contract/stages';
import { msg } from './i18n';
import { translatedLabels } from './translated-labels';

/** How a stage reads in the console, in its language; its help (STAGE_HELP) says what it stands for. */
export const STAGE_LABELS: Record<Stage, string> = translatedLabels({
  dev: msg('lib.stage.dev'),
  source: msg('lib.stage.source'),
  build: msg('lib.stage.build'),
  stage: msg('lib.stage.stage'),
  test: msg('lib.stage.test'),
  prod: msg('lib.stage.prod'),
  proxy: msg('lib.stage.proxy'),
});
