import { z } from 'zod';
import { DEFINITIONS, TRIGGERS } from './definitions';
import { type Trigger, TriggerGroupSchema, TriggerSchema } from './values';

// JSON Schema (generated from the zod schemas: one source of truth)

export type JsonSchema = Record<string, unknown>;

const jsonSchemas = new Map<Trigger, JsonSchema>();

/** The JSON Schema of a trigger's payload (draft 2020-12), as `payload_schema` in the catalog. */
export function triggerJsonSchema(trigger: Trigger): JsonSchema {
  let schema = jsonSchemas.get(trigger);
  if (!schema) {
    schema = z.toJSONSchema(DEFINITIONS[trigger].payload.meta({ title: DEFINITIONS[trigger].label })) as JsonSchema;
    jsonSchemas.set(trigger, schema);
  }
  return structuredClone(schema);
}

/**
 * A payload's JSON Schema as the catalog carries it: any JSON object. Said explicitly for the OpenAPI
 * generator, which would otherwise describe the values as `{nullable: true}` without a type (not valid 3.0).
 */
export const PayloadJsonSchemaSchema = z
  .record(z.string(), z.unknown())
  .meta({ description: "The payload's JSON Schema (draft 2020-12)", additionalProperties: true });

/** CONTRACT §5: an entry of `GET /api/settings/webhooks/triggers/`. */
const TriggerCatalogEntrySchema = z.object({
  value: TriggerSchema,
  label: z.string(),
  group: TriggerGroupSchema,
  payload_schema: PayloadJsonSchemaSchema,
});
export type TriggerCatalogEntry = z.infer<typeof TriggerCatalogEntrySchema>;
export const TriggerCatalogSchema = z.array(TriggerCatalogEntrySchema);

/** The trigger catalog in the platform's order (all 32, `test` included, in its own group). */
export function triggerCatalog(): TriggerCatalogEntry[] {
  return TRIGGERS.map(({ value, label, group }) => ({ value, label, group, payload_schema: triggerJsonSchema(value) }));
}
