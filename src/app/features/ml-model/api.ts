import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MlModelSchema, RunListSchema, type MlModel } from '../../../contract/runs';
import { api } from '../../lib/api-client';
import { runKeys } from '../../lib/run-queries';

const BASE = '/api/secrets/ml_model/';
const POLL_MS = 2000;

export const mlModelKeys = { all: ['ml_model'] as const };

export const isTraining = (model: MlModel | undefined) =>
  model?.training_status === 'queued' || model?.training_status === 'running';

export const mlModelQuery = () =>
  queryOptions({
    queryKey: mlModelKeys.all,
    queryFn: ({ signal }) => api.get(BASE, MlModelSchema, undefined, { signal }),
    // Followed while a training is queued or running, so Accept lights up when it ends.
    refetchInterval: (query) => (isTraining(query.state.data) ? POLL_MS : false),
  });

export function useTrainModel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${BASE}train/`, RunListSchema),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: mlModelKeys.all }),
        qc.invalidateQueries({ queryKey: runKeys.all }),
      ]),
  });
}

/** Accept and purge answer with the model as it is now. */
export function useModelAction(action: 'accept' | 'purge') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${BASE}${action}/`, MlModelSchema),
    onSuccess: (model) => qc.setQueryData(mlModelKeys.all, model),
    onError: () => qc.invalidateQueries({ queryKey: mlModelKeys.all }),
  });
}
