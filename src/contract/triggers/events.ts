import { z } from 'zod';
import { DEFINITIONS, payloadSchemaFor, type TriggerPayload } from './definitions';
import { TRIGGER_VALUES, type Trigger } from './values';

// Events and the delivery body (CONTRACT §6.2)

export type TriggerEvent = {
  [T in Trigger]: { created_at: string; trigger: T; payload: TriggerPayload<T> };
}[Trigger];

/** A trigger with a payload of its own trigger's type, before it is dated: what the outbox queues. */
export type TriggerAndPayload = { [T in Trigger]: { trigger: T; payload: TriggerPayload<T> } }[Trigger];

const CreatedAtSchema = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time.' });

/** One event of a delivery: the payload is checked against its own trigger's schema. */
export const EventSchema = z.discriminatedUnion(
  'trigger',
  TRIGGER_VALUES.map((value) =>
    z.object({ created_at: CreatedAtSchema, trigger: z.literal(value), payload: DEFINITIONS[value].payload }).strict(),
  ) as unknown as [
    z.ZodObject<{ trigger: z.ZodLiteral<Trigger> }>,
    ...z.ZodObject<{ trigger: z.ZodLiteral<Trigger> }>[],
  ],
) as unknown as z.ZodType<TriggerEvent>;

/** CONTRACT §6.2: the body of every webhook request. */
export const DeliveryBodySchema = z.object({ events: z.array(EventSchema) }).strict();

/** The event of a trigger, its payload checked; throws a ZodError when the payload does not fit. */
export function makeEvent<T extends Trigger>(
  trigger: T,
  payload: TriggerPayload<T>,
  createdAt: Date | string = new Date(),
): TriggerEvent {
  return {
    created_at: typeof createdAt === 'string' ? createdAt : createdAt.toISOString(),
    trigger,
    payload: payloadSchemaFor(trigger).parse(payload),
  } as TriggerEvent;
}

/** The `project_id` an event is about, or null when its payload has none (CONTRACT §6.1). */
export function eventProjectId(event: TriggerEvent): number | null {
  const payload = event.payload as { project_id?: unknown };
  return typeof payload.project_id === 'number' ? payload.project_id : null;
}
