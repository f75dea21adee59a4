import type { MessageDescriptor } from '@lingui/core';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MlModel } from '../../../contract/runs';
import { useConfirm } from '../../components/confirm';
import { FieldList } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { PageSection } from '../../components/page-section';
import { RunsLink } from '../../components/start-run-buttons';
import { errorMessage } from '../../lib/error-message';
import { formatNumber } from '../../lib/format';
import { msg, useT } from '../../lib/i18n';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { isTraining, mlModelKeys, mlModelQuery, useModelAction, useTrainModel } from './api';
import { LabelsProgress } from './labels-progress';
import { ModelMetricsTable } from './model-metrics';
import { TrainingRun } from './training-run';

const MODEL_TYPE_LABELS: Record<MlModel['model_type'], MessageDescriptor> = {
  base: msg('ml-model.type.base'),
  user: msg('ml-model.type.user'),
};

const TRAINING_LABELS: Record<MlModel['training_status'], MessageDescriptor> = {
  none: msg('ml-model.trainingStatus.none'),
  queued: msg('ml-model.trainingStatus.queued'),
  running: msg('ml-model.trainingStatus.running'),
  finished: msg('ml-model.trainingStatus.finished'),
  failed: msg('ml-model.trainingStatus.failed'),
  cancelled: msg('ml-model.trainingStatus.cancelled'),
};

/** Fewer labelled findings than a training needs: how many, or null when training may start. */
const missingLabels = (m: MlModel) =>
  m.labels_count !== undefined && m.min_labels !== undefined && m.labels_count < m.min_labels
    ? { count: m.labels_count, min: m.min_labels }
    : null;

/**
 * The model the secrets analysis uses to tell real secrets from look-alikes (CONTRACT §8, §18): which one
 * is in use, the base, user and candidate models' figures side by side, the labels made against those a
 * training needs, the latest training run, and for administrators train, accept and purge.
 */
export function MlModelPage() {
  const _ = useT();
  const qc = useQueryClient();
  const model = useQuery(mlModelQuery());
  const isAdmin = useIsAdministrator();
  const m = model.data;
  const refreshModel = useCallback(() => void qc.invalidateQueries({ queryKey: mlModelKeys.all }), [qc]);

  return (
    <>
      <PageHeader title={_('ml-model.title')} />
      <Stack gap="xl" maw={880}>
        <Text size="sm">{_('ml-model.intro')}</Text>
        {model.isError ? (
          <Alert color="red" title={_('ml-model.loadFailed')}>
            <Text size="sm" mb="sm">
              {errorMessage(model.error)}
            </Text>
            <Button size="xs" variant="default" onClick={() => void model.refetch()}>
              {_('ml-model.retry')}
            </Button>
          </Alert>
        ) : (
          <PageSection id="ml-model-state" title={_('ml-model.state')}>
            <FieldList
              loading={!m}
              fields={[
                { label: _('ml-model.inUse'), value: m ? _(MODEL_TYPE_LABELS[m.model_type]) : null },
                { label: _('ml-model.training'), value: m ? _(TRAINING_LABELS[m.training_status]) : null },
                {
                  label: _('ml-model.candidate'),
                  value: m ? (m.has_candidate ? _('ml-model.candidateReady') : _('ml-model.candidateNone')) : null,
                },
              ]}
            />
          </PageSection>
        )}
        {m ? (
          <PageSection id="ml-model-metrics" title={_('ml-model.metrics.title')}>
            <Text size="sm" mb="sm">
              {_('ml-model.metrics.intro')}
            </Text>
            <ModelMetricsTable model={m} />
          </PageSection>
        ) : null}
        {m?.labels_count !== undefined && m.min_labels !== undefined ? (
          <PageSection id="ml-model-labels" title={_('ml-model.labels.title')}>
            <LabelsProgress count={m.labels_count} min={m.min_labels} />
          </PageSection>
        ) : null}
        {m ? (
          <PageSection id="ml-model-run" title={_('ml-model.run.title')}>
            <TrainingRun onEnded={refreshModel} />
          </PageSection>
        ) : null}
        {m && isAdmin ? <ModelActions model={m} /> : null}
        {m && !isAdmin ? (
          <Alert color="gray" title={_('ml-model.readOnly')}>
            {_('ml-model.readOnlyText')}
          </Alert>
        ) : null}
      </Stack>
    </>
  );
}

function ModelActions({ model }: { model: MlModel }) {
  const _ = useT();
  const train = useTrainModel();
  const accept = useModelAction('accept');
  const purge = useModelAction('purge');
  const { confirm, confirmModal } = useConfirm();
  const training = isTraining(model);
  const missing = missingLabels(model);
  const busy = train.isPending || accept.isPending || purge.isPending;
  const failed = (title: string) => (error: unknown) =>
    notifications.show({ color: 'red', title, message: errorMessage(error) });

  const onAccept = async () => {
    const ok = await confirm({
      title: _('ml-model.acceptTitle'),
      message: _('ml-model.acceptText'),
      confirmLabel: _('ml-model.accept'),
    });
    if (!ok) return;
    accept.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: _('ml-model.accepted') }),
      onError: failed(_('ml-model.acceptFailed')),
    });
  };

  const onPurge = async () => {
    const ok = await confirm({
      title: _('ml-model.purgeTitle'),
      message: _('ml-model.purgeText'),
      confirmLabel: _('ml-model.purge'),
      danger: true,
    });
    if (!ok) return;
    purge.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: _('ml-model.purged') }),
      onError: failed(_('ml-model.purgeFailed')),
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ml-model-actions">
      <Title order={2} size="h3" id="ml-model-actions" mb="xs">
        {_('ml-model.actions')}
      </Title>
      {training ? (
        <Text size="sm" mb="sm" role="status">
          {_('ml-model.inProgress', { status: model.training_status })}
        </Text>
      ) : null}
      <Group gap="sm">
        <Button
          onClick={() =>
            train.mutate(undefined, {
              onSuccess: (runs) =>
                notifications.show({
                  color: 'green',
                  title: _('ml-model.trainQueued'),
                  message: <RunsLink runs={runs} />,
                }),
              onError: failed(_('ml-model.trainFailed')),
            })
          }
          loading={train.isPending}
          disabled={training || missing !== null || (busy && !train.isPending)}
          aria-describedby={missing ? 'ml-model-train-why' : undefined}
        >
          {_('ml-model.train')}
        </Button>
        <Button
          variant="default"
          onClick={() => void onAccept()}
          loading={accept.isPending}
          disabled={!model.has_candidate || (busy && !accept.isPending)}
        >
          {_('ml-model.accept')}
        </Button>
        <Button
          color="red.9"
          variant="outline"
          onClick={() => void onPurge()}
          loading={purge.isPending}
          disabled={(model.model_type === 'base' && !model.has_candidate) || (busy && !purge.isPending)}
        >
          {_('ml-model.purge')}
        </Button>
      </Group>
      {missing ? (
        <Text size="sm" mt="sm" id="ml-model-train-why">
          {_('ml-model.trainNeedsLabels', {
            count: formatNumber(missing.count),
            min: formatNumber(missing.min),
            more: missing.min - missing.count,
          })}
        </Text>
      ) : null}
      {confirmModal}
    </Paper>
  );
}
