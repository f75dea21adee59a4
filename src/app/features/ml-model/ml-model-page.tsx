import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import type { MlModel } from '../../../contract/runs';
import { useConfirm } from '../../components/confirm';
import { FieldList } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { RunsLink } from '../../components/start-run-buttons';
import { errorMessage } from '../../lib/error-message';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { isTraining, mlModelQuery, useModelAction, useTrainModel } from './api';
import { PageSection } from '../../components/page-section';

const MODEL_TYPE_LABELS: Record<MlModel['model_type'], string> = {
  base: 'Base model (shipped with Argus)',
  user: 'User model (trained on your data)',
};

const TRAINING_LABELS: Record<MlModel['training_status'], string> = {
  none: 'Never trained',
  queued: 'Queued',
  running: 'Running',
  finished: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The model the secrets analysis uses to tell real secrets from look-alikes. */
export function MlModelPage() {
  const model = useQuery(mlModelQuery());
  const isAdmin = useIsAdministrator();
  const m = model.data;

  return (
    <>
      <PageHeader title="Secrets ML model" />
      <Stack gap="lg" maw={760}>
        <Text size="sm">
          The secrets analysis uses a machine-learning model to tell real secrets from strings that only look like them.
          Training builds a candidate model from the findings marked so far; accepting makes the candidate the model in
          use; purging goes back to the base model.
        </Text>
        {model.isError ? (
          <Alert color="red" title="Could not load the model">
            <Text size="sm" mb="sm">
              {errorMessage(model.error)}
            </Text>
            <Button size="xs" variant="default" onClick={() => void model.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : (
          <PageSection id="ml-model-state" title="State">
            <FieldList
              loading={!m}
              fields={[
                { label: 'Model in use', value: m ? MODEL_TYPE_LABELS[m.model_type] : null },
                { label: 'Training', value: m ? TRAINING_LABELS[m.training_status] : null },
                { label: 'Trained candidate', value: m ? (m.has_candidate ? 'Ready to accept' : 'None') : null },
              ]}
            />
          </PageSection>
        )}
        {m && isAdmin ? <ModelActions model={m} /> : null}
        {m && !isAdmin ? (
          <Alert color="gray" title="Read only">
            Only administrators can train, accept or purge the model.
          </Alert>
        ) : null}
      </Stack>
    </>
  );
}

function ModelActions({ model }: { model: MlModel }) {
  const train = useTrainModel();
  const accept = useModelAction('accept');
  const purge = useModelAction('purge');
  const { confirm, confirmModal } = useConfirm();
  const training = isTraining(model);
  const busy = train.isPending || accept.isPending || purge.isPending;
  const failed = (title: string) => (error: unknown) =>
    notifications.show({ color: 'red', title, message: errorMessage(error) });

  const onPurge = async () => {
    const ok = await confirm({
      title: 'Purge the user model?',
      message:
        'The trained user model and any candidate are deleted, and the secrets analysis goes back to the base model. This cannot be undone.',
      confirmLabel: 'Purge',
      danger: true,
    });
    if (!ok) return;
    purge.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Model purged: the base model is in use.' }),
      onError: failed('The model was not purged'),
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ml-model-actions">
      <Title order={2} size="h3" id="ml-model-actions" mb="xs">
        Actions
      </Title>
      {training ? (
        <Text size="sm" mb="sm" role="status">
          Training is {model.training_status}. This page updates when it ends.
        </Text>
      ) : null}
      <Group gap="sm">
        <Button
          onClick={() =>
            train.mutate(undefined, {
              onSuccess: (runs) =>
                notifications.show({ color: 'green', title: 'Training queued', message: <RunsLink runs={runs} /> }),
              onError: failed('Training was not started'),
            })
          }
          loading={train.isPending}
          disabled={training || (busy && !train.isPending)}
        >
          Run training
        </Button>
        <Button
          variant="default"
          onClick={() =>
            accept.mutate(undefined, {
              onSuccess: () =>
                notifications.show({ color: 'green', message: 'Candidate accepted: the user model is in use.' }),
              onError: failed('The candidate was not accepted'),
            })
          }
          loading={accept.isPending}
          disabled={!model.has_candidate || (busy && !accept.isPending)}
        >
          Accept candidate
        </Button>
        <Button
          color="red.9"
          variant="outline"
          onClick={() => void onPurge()}
          loading={purge.isPending}
          disabled={(model.model_type === 'base' && !model.has_candidate) || (busy && !purge.isPending)}
        >
          Purge
        </Button>
      </Group>
      {confirmModal}
    </Paper>
  );
}
