import { describe, expect, it } from 'vitest';
import {
  DeliveryBodySchema,
  EventSchema,
  PROJECT_TRIGGERS,
  RUN_TRIGGERS,
  SUBSCRIBABLE_TRIGGERS,
  SubscribableTriggerSchema,
  TRIGGERS,
  TRIGGER_GROUPS,
  TRIGGER_GROUP_VALUES,
  TRIGGER_VALUES,
  TriggerCatalogSchema,
  TriggerSchema,
  eventProjectId,
  examplePayload,
  makeEvent,
  payloadHasProject,
  payloadSchemaFor,
  runTrigger,
  triggerCatalog,
  triggerJsonSchema,
  type Trigger,
} from '../triggers';

const ML_TRIGGERS: Trigger[] = [
  'ml_model_user_secrets_training_run_started',
  'ml_model_user_secrets_training_run_finished',
  'ml_model_user_secrets_training_run_cancelled',
  'ml_model_user_secrets_training_run_failed',
  'ml_model_user_secrets_accepted',
  'ml_model_user_secrets_purged',
];

const fieldsOf = (trigger: Trigger) => Object.keys(payloadSchemaFor(trigger).shape).sort();

describe('trigger table (CONTRACT §7)', () => {
  it('has exactly 32 unique values, test included', () => {
    expect(TRIGGER_VALUES).toHaveLength(32);
    expect(new Set(TRIGGER_VALUES).size).toBe(32);
    expect(TRIGGER_VALUES).toContain('test');
    expect(TRIGGERS.map((t) => t.value)).toEqual([...TRIGGER_VALUES]);
    expect(TriggerSchema.options).toEqual([...TRIGGER_VALUES]);
  });

  it('keeps test out of the subscribable triggers', () => {
    expect(SUBSCRIBABLE_TRIGGERS).toHaveLength(31);
    expect(SUBSCRIBABLE_TRIGGERS).not.toContain('test');
    expect(TriggerSchema.safeParse('test').success).toBe(true);
    expect(SubscribableTriggerSchema.safeParse('test').success).toBe(false);
    expect(SubscribableTriggerSchema.safeParse('project_sca_analysis_started').success).toBe(true);
    expect(TriggerSchema.safeParse('repository_cloning_started').success).toBe(false);
  });

  it('gives every trigger a label and a known group, and every group a label', () => {
    expect(TRIGGER_GROUPS.map((g) => g.value)).toEqual([...TRIGGER_GROUP_VALUES]);
    for (const group of TRIGGER_GROUPS) expect(group.label).toMatch(/\S/);
    for (const trigger of TRIGGERS) {
      expect(trigger.label).toMatch(/^[A-Z]/);
      expect(TRIGGER_GROUP_VALUES).toContain(trigger.group);
    }
    const count = (group: string) => TRIGGERS.filter((t) => t.group === group).length;
    expect(count('policies')).toBe(2);
    expect(count('project_sca')).toBe(4);
    expect(count('container_image_sca')).toBe(4);
    expect(count('clones')).toBe(4);
    expect(count('authors')).toBe(4);
    expect(count('repository_cloning')).toBe(3);
    expect(count('secrets')).toBe(4);
    expect(count('ml_model')).toBe(6);
    expect(count('test')).toBe(1);
    expect(TRIGGERS.find((t) => t.value === 'project_sca_analysis_started')?.label).toBe(
      'Project SCA analysis started',
    );
  });

  it('has the fields of the platform table', () => {
    const policy = [
      'alert_id',
      'dependency_id',
      'dependency_purl',
      'level',
      'matched_criteria',
      'policy_id',
      'policy_name',
      'stage',
    ];
    expect(fieldsOf('sca_policy_has_been_triggered')).toEqual([...policy, 'project_id'].sort());
    expect(fieldsOf('osa_policy_has_been_triggered')).toEqual(
      [...policy, 'artifact_repository_id', 'container_image_id'].sort(),
    );
    expect(fieldsOf('project_sca_analysis_finished')).toEqual([
      'dependencies_count',
      'project_id',
      'project_name',
      'vulnerabilities_count',
    ]);
    expect(fieldsOf('container_image_sca_analysis_failed')).toEqual([
      'container_image_id',
      'container_image_name',
      'error',
    ]);
    expect(fieldsOf('clones_analysis_finished')).toEqual(['project_id', 'project_name']);
    expect(fieldsOf('cloning_of_repository_failed')).toEqual([
      'error',
      'project_id',
      'project_name',
      'repo_ref_name',
      'repo_url',
    ]);
    for (const trigger of TRIGGER_VALUES) {
      const hasError = fieldsOf(trigger).includes('error');
      expect(hasError, trigger).toBe(
        trigger.endsWith('_failed') &&
          trigger.startsWith('ml_') === false &&
          trigger !== 'project_secrets_analysis_failed',
      );
    }
  });

  it('sends no error with project_secrets_analysis_failed', () => {
    expect(fieldsOf('project_secrets_analysis_failed')).toEqual(['project_id', 'project_name']);
    const schema = payloadSchemaFor('project_secrets_analysis_failed');
    expect(schema.safeParse({ project_id: 1, project_name: 'payments-api' }).success).toBe(true);
    expect(schema.safeParse({ project_id: 1, project_name: 'payments-api', error: 'boom' }).success).toBe(false);
  });

  it('gives the ML model events and test an empty, strict payload', () => {
    for (const trigger of [...ML_TRIGGERS, 'test' as const]) {
      const schema = payloadSchemaFor(trigger);
      expect(fieldsOf(trigger), trigger).toEqual([]);
      expect(schema.safeParse({}).success, trigger).toBe(true);
      expect(schema.safeParse({ project_id: 1 }).success, trigger).toBe(false);
      expect(examplePayload(trigger)).toEqual({});
    }
  });

  it('has an example that parses for every trigger', () => {
    for (const trigger of TRIGGER_VALUES) {
      const example = examplePayload(trigger);
      expect(payloadSchemaFor(trigger).safeParse(example).success, trigger).toBe(true);
      expect(
        EventSchema.safeParse({ created_at: '2025-03-01T10:00:00Z', trigger, payload: example }).success,
        trigger,
      ).toBe(true);
    }
    expect(examplePayload('project_sca_analysis_started')).toEqual({ project_id: 1, project_name: 'payments-api' });
    expect(examplePayload('sca_policy_has_been_triggered').matched_criteria).toEqual([
      'django@4.2.2 has CVE-2024-38875, CVSS3 Score 7.5 >= 7.0',
    ]);
    // A fresh copy each time.
    const first = examplePayload('sca_policy_has_been_triggered');
    first.matched_criteria.push('changed');
    expect(examplePayload('sca_policy_has_been_triggered').matched_criteria).toHaveLength(1);
  });

  it('checks field types', () => {
    const sca = payloadSchemaFor('sca_policy_has_been_triggered');
    const good = examplePayload('sca_policy_has_been_triggered');
    expect(sca.safeParse({ ...good, policy_name: 0 }).success).toBe(false);
    expect(sca.safeParse({ ...good, alert_id: 1.5 }).success).toBe(false);
    expect(sca.safeParse({ ...good, stage: 'qa' }).success).toBe(false);
    expect(sca.safeParse({ ...good, level: 'high' }).success).toBe(false);
    expect(sca.safeParse({ ...good, matched_criteria: 'x' }).success).toBe(false);
    const { project_id: _dropped, ...withoutProject } = good;
    expect(sca.safeParse(withoutProject).success).toBe(false);
    const finished = payloadSchemaFor('project_sca_analysis_finished');
    expect(
      finished.safeParse({ ...examplePayload('project_sca_analysis_finished'), dependencies_count: '3' }).success,
    ).toBe(false);
  });
});

describe('project routing (CONTRACT §6.1)', () => {
  it('knows which payloads carry project_id', () => {
    expect(payloadHasProject('sca_policy_has_been_triggered')).toBe(true);
    expect(payloadHasProject('cloning_of_repository_started')).toBe(true);
    expect(payloadHasProject('project_secrets_analysis_failed')).toBe(true);
    expect(payloadHasProject('osa_policy_has_been_triggered')).toBe(false);
    expect(payloadHasProject('container_image_sca_analysis_finished')).toBe(false);
    expect(payloadHasProject('test')).toBe(false);
    for (const trigger of ML_TRIGGERS) expect(payloadHasProject(trigger)).toBe(false);
    expect(PROJECT_TRIGGERS).toHaveLength(20); // 1 SCA policy + 4 project SCA + 4 clones + 4 authors + 3 cloning + 4 secrets
  });

  it('reads the project id of an event', () => {
    expect(eventProjectId(makeEvent('authors_analysis_started', { project_id: 7, project_name: 'web' }))).toBe(7);
    expect(
      eventProjectId(
        makeEvent('container_image_sca_analysis_started', examplePayload('container_image_sca_analysis_started')),
      ),
    ).toBeNull();
    expect(eventProjectId(makeEvent('test', {}))).toBeNull();
  });
});

describe('events and delivery body (CONTRACT §6.2)', () => {
  it('validates each payload against its own trigger', () => {
    const event = {
      created_at: '2025-03-01T10:00:00.000Z',
      trigger: 'project_sca_analysis_failed',
      payload: examplePayload('project_sca_analysis_failed'),
    };
    expect(EventSchema.safeParse(event).success).toBe(true);
    expect(EventSchema.safeParse({ ...event, trigger: 'project_secrets_analysis_failed' }).success).toBe(false);
    expect(EventSchema.safeParse({ ...event, trigger: 'test' }).success).toBe(false);
    expect(EventSchema.safeParse({ ...event, trigger: 'nope' }).success).toBe(false);
    expect(EventSchema.safeParse({ ...event, created_at: 'yesterday' }).success).toBe(false);
    expect(EventSchema.safeParse({ ...event, extra: 1 }).success).toBe(false);
  });

  it('parses the body the test button sends', () => {
    const body = { events: [{ created_at: '2025-03-01T10:00:00+03:00', trigger: 'test', payload: {} }] };
    expect(DeliveryBodySchema.parse(body)).toEqual(body);
    expect(DeliveryBodySchema.safeParse({ events: [{ ...body.events[0], payload: { x: 1 } }] }).success).toBe(false);
  });

  it('makes events and refuses a payload that does not fit', () => {
    const event = makeEvent(
      'clones_analysis_started',
      { project_id: 2, project_name: 'core' },
      new Date('2025-03-01T10:00:00Z'),
    );
    expect(event).toEqual({
      created_at: '2025-03-01T10:00:00.000Z',
      trigger: 'clones_analysis_started',
      payload: { project_id: 2, project_name: 'core' },
    });
    expect(DeliveryBodySchema.safeParse({ events: [event] }).success).toBe(true);
    expect(() => makeEvent('clones_analysis_started', { project_id: 2 } as never)).toThrow();
  });
});

describe('JSON Schema of payloads', () => {
  type Props = Record<string, { type?: string; enum?: string[]; items?: { type?: string } }>;
  const propsOf = (trigger: Trigger) => triggerJsonSchema(trigger).properties as Props;

  it('types the policy payload fields', () => {
    const schema = triggerJsonSchema('sca_policy_has_been_triggered');
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    expect([...(schema.required as string[])].sort()).toEqual(fieldsOf('sca_policy_has_been_triggered'));
    const props = propsOf('sca_policy_has_been_triggered');
    expect(props.alert_id?.type).toBe('integer');
    expect(props.project_id?.type).toBe('integer');
    expect(props.policy_name?.type).toBe('string');
    expect(props.dependency_purl?.type).toBe('string');
    expect(props.stage?.enum).toEqual(['dev', 'source', 'build', 'stage', 'test', 'prod', 'proxy']);
    expect(props.level?.enum).toEqual(['info', 'warning', 'critical']);
    expect(props.matched_criteria).toMatchObject({ type: 'array', items: { type: 'string' } });
  });

  it('types run payloads and empty payloads', () => {
    const osa = propsOf('osa_policy_has_been_triggered');
    expect(osa.container_image_id?.type).toBe('integer');
    expect(osa.artifact_repository_id?.type).toBe('integer');
    expect(osa.project_id).toBeUndefined();
    const finished = propsOf('container_image_sca_analysis_finished');
    expect(finished.vulnerabilities_count?.type).toBe('integer');
    expect(finished.container_image_name?.type).toBe('string');
    const cloning = propsOf('cloning_of_repository_failed');
    expect(cloning.repo_url?.type).toBe('string');
    expect(cloning.repo_ref_name?.type).toBe('string');
    expect(cloning.error?.type).toBe('string');
    expect(triggerJsonSchema('test')).toMatchObject({ type: 'object', properties: {}, additionalProperties: false });
    expect(triggerJsonSchema('ml_model_user_secrets_purged').required ?? []).toEqual([]);
  });

  it('serves a catalog entry per trigger', () => {
    const catalog = triggerCatalog();
    expect(TriggerCatalogSchema.parse(catalog)).toHaveLength(32);
    expect(catalog[0]).toMatchObject({
      value: 'sca_policy_has_been_triggered',
      group: 'policies',
      label: 'SCA policy has been triggered',
    });
    expect(catalog.find((entry) => entry.value === 'authors_analysis_failed')?.payload_schema).toEqual(
      triggerJsonSchema('authors_analysis_failed'),
    );
  });
});

describe('run transitions (CONTRACT §8)', () => {
  it('maps every run kind and status to a trigger of its group', () => {
    expect(runTrigger('repository_cloning', 'started')).toBe('cloning_of_repository_started');
    expect(runTrigger('repository_cloning', 'cancelled')).toBeNull();
    expect(runTrigger('project_secrets', 'failed')).toBe('project_secrets_analysis_failed');
    expect(runTrigger('secrets_ml_training', 'finished')).toBe('ml_model_user_secrets_training_run_finished');
    const mapped = Object.values(RUN_TRIGGERS)
      .flatMap((statuses) => Object.values(statuses))
      .filter((t) => t !== null);
    expect(new Set(mapped).size).toBe(27);
    const rest = TRIGGER_VALUES.filter((t) => !mapped.includes(t as never));
    expect(rest.sort()).toEqual([
      'ml_model_user_secrets_accepted',
      'ml_model_user_secrets_purged',
      'osa_policy_has_been_triggered',
      'sca_policy_has_been_triggered',
      'test',
    ]);
  });
});
