import { z } from 'zod';
import { CONDITION_VALUE_TYPES, conditionValueError } from './conditions';
import { StageSchema } from './stages';

export const LEVELS = ['info', 'warning', 'critical'] as const;
export const LevelSchema = z.enum(LEVELS, { error: 'Must be one of: info, warning, critical.' });
export type Level = z.infer<typeof LevelSchema>;

export const CONNECTORS = ['and', 'or'] as const;

const ids = (what: string) =>
  z.array(
    z
      .number({ error: `Must be ${what} ids.` })
      .int()
      .positive(),
    { error: `Must be a list of ${what} ids.` },
  );

/** CONTRACT §5 Policy write fields, with the defaults the contract names. */
export const PolicyInputSchema = z.object({
  name: z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(255, 'At most 255 characters.'),
  description: z.string().max(5000, 'At most 5000 characters.').default(''),
  stages: z
    .array(StageSchema, { error: 'Must be a list of stages.' })
    .min(1, 'Choose at least one stage.')
    .refine((stages) => new Set(stages).size === stages.length, 'A stage is listed twice.'),
  level: LevelSchema,
  proprietors: ids('proprietor').default([]),
  projects: ids('project').default([]),
  conditions: z
    .record(z.string(), z.string({ error: 'A condition value is a string.' }), {
      error: 'Must be an object of condition values.',
    })
    .superRefine((conditions, ctx) => {
      const keys = Object.keys(conditions);
      if (keys.length === 0) ctx.addIssue({ code: 'custom', message: 'Add at least one condition.' });
      for (const key of keys) {
        const error = conditionValueError(key, conditions[key]!);
        if (error) ctx.addIssue({ code: 'custom', path: [key], message: error });
      }
    }),
  conditions_connector: z.enum(CONNECTORS, { error: 'Must be "and" or "or".' }).default('and'),
  is_active: z.boolean({ error: 'Must be true or false.' }).default(true),
  is_blocks_build: z.boolean({ error: 'Must be true or false.' }).default(false),
});
export type PolicyValues = z.output<typeof PolicyInputSchema>;

export const PolicySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  stages: z.array(StageSchema),
  level: LevelSchema,
  proprietors: z.array(z.number().int()),
  projects: z.array(z.number().int()),
  conditions: z.record(z.string(), z.string()),
  conditions_connector: z.enum(CONNECTORS),
  is_active: z.boolean(),
  is_blocks_build: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Policy = z.infer<typeof PolicySchema>;

export const ConditionDefinitionSchema = z.object({
  key: z.string(),
  label: z.string(),
  value_type: z.enum(CONDITION_VALUE_TYPES),
  help: z.string(),
  group: z.string(),
});
