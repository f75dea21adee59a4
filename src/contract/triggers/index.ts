/**
 * CONTRACT §7: webhook triggers and their payloads [fixed].
 *
 * Taken from the platform's "Available events" table (CodeScoring docs,
 * on-premise/how-to/webhooks, English and Russian versions agree): 31 triggers,
 * plus `test`, which the "Test it" button sends with an empty payload.
 * Order: the table's order, `test` last. Types follow §7: `*_id` and `*_count`
 * are integers, names/URLs/refs/errors/purls are strings, `stage` and `level`
 * take the policy values, `matched_criteria` is a list of strings, and
 * `policy_name` is a string (the platform's table shows `0` there; §7 decides).
 * Every payload is strict: a key that is not in the table is an error.
 *
 * One import for the console and the service; each job lives in its own file:
 * values.ts (trigger and group values), payloads.ts (payload fields and schemas),
 * definitions.ts (the table), events.ts (events and the delivery body),
 * json-schema.ts (the catalog's JSON Schemas), run-triggers.ts (run transitions),
 * examples.ts (realistic payloads).
 */

export {
  PROJECT_TRIGGERS,
  payloadHasProject,
  payloadSchemaFor,
  TRIGGERS,
  type TriggerPayload,
} from './definitions';
export {
  DeliveryBodySchema,
  EventSchema,
  eventProjectId,
  makeEvent,
  type TriggerAndPayload,
} from './events';
export { examplePayload } from './examples';
export {
  PayloadJsonSchemaSchema,
  TriggerCatalogSchema,
  triggerCatalog,
  triggerJsonSchema,
} from './json-schema';
export { RUN_TRIGGERS, type RunEventStatus, runTrigger } from './run-triggers';
export {
  SUBSCRIBABLE_TRIGGERS,
  type SubscribableTrigger,
  SubscribableTriggerSchema,
  TRIGGER_GROUP_VALUES,
  TRIGGER_GROUPS,
  TRIGGER_VALUES,
  type Trigger,
  TriggerSchema,
} from './values';
