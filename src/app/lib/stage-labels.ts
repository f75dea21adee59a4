import type { Stage } from '../../contract/stages';
import { msg } from './i18n';
import { translatedLabels } from './translated-labels';

/** How a stage reads in the console, in its language; STAGE_HELP_LABELS says what it stands for. */
export const STAGE_LABELS: Record<Stage, string> = translatedLabels({
  dev: msg('lib.stage.dev'),
  source: msg('lib.stage.source'),
  build: msg('lib.stage.build'),
  stage: msg('lib.stage.stage'),
  test: msg('lib.stage.test'),
  prod: msg('lib.stage.prod'),
  proxy: msg('lib.stage.proxy'),
});

/** What a stage stands for (the contract's STAGE_HELP: "CI agent" for build), in the console's language. */
export const STAGE_HELP_LABELS: Record<Stage, string> = translatedLabels({
  dev: msg('lib.stageHelp.dev'),
  source: msg('lib.stageHelp.source'),
  build: msg('lib.stageHelp.build'),
  stage: msg('lib.stageHelp.stage'),
  test: msg('lib.stageHelp.test'),
  prod: msg('lib.stageHelp.prod'),
  proxy: msg('lib.stageHelp.proxy'),
});
