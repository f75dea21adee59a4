import { z } from 'zod';

/** CONTRACT §5: the policy stages; a project's stage is one of them. */
export const STAGES = ['dev', 'source', 'build', 'stage', 'test', 'prod', 'proxy'] as const;
export const StageSchema = z.enum(STAGES, { error: `Must be one of: ${STAGES.join(', ')}.` });
export type Stage = z.infer<typeof StageSchema>;

export const STAGE_HELP: Record<Stage, string> = {
  dev: 'Developer machines',
  source: 'VCS analysis',
  build: 'CI agent',
  stage: 'Staging',
  test: 'Testing',
  prod: 'Production',
  proxy: 'Repository proxy',
};
