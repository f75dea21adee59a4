import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage, errorStatus } from '../lib/error-message';
import { capitalize } from '../lib/format';
import { useRecord } from '../lib/resource-queries';
import { useIdParam } from '../lib/route-params';
import { PageHeader } from './page-header';

/**
 * The record a page's address names (`/projects/:id`). `id` is undefined when the
 * address holds no valid id; then nothing is asked and the page shows RecordError.
 */
export function useRecordPage<T, K extends QueryKey>(detail: (id: number) => UseQueryOptions<T, Error, T, K>) {
  const { id, param } = useIdParam();
  return { id, param, query: useRecord(detail, id) };
}

type RecordState = ReturnType<typeof useRecordPage>;

type RecordPageProps = {
  record: Pick<RecordState, 'id' | 'param' | 'query'>;
  /** "project", "dependency", …: the heading until the record has loaded, and what RecordError names. */
  noun: string;
  /** Where the list is, e.g. { to: paths.projects, label: 'All projects' }. */
  back: { to: string; label: string };
  /** The heading once known, usually the record's name. */
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
};

/** A record page: its heading and actions, then the record; RecordError when it cannot be shown. */
export function RecordPage({ record, noun, back, title, actions, children }: RecordPageProps) {
  const heading = capitalize(noun);
  if (record.id === undefined || record.query.isError) {
    return <RecordError title={heading} noun={noun} record={record} back={back} />;
  }
  return (
    <>
      <PageHeader title={title ?? heading} actions={actions} />
      {children}
    </>
  );
}

type RecordErrorProps = {
  /** The page's heading, e.g. "Project" or "Edit project". */
  title: string;
  /** "project", "dependency", … */
  noun: string;
  record: { id: number | undefined; param: string | undefined; query: Pick<UseQueryResult, 'error' | 'refetch'> };
  /** Where the list is, e.g. { to: paths.projects, label: 'All projects' }. */
  back: { to: string; label: string };
};

/**
 * A record page that could not be shown: not found (a 404, or an address whose id
 * is not a record id), or failed, with a retry.
 */
export function RecordError({ title, noun, record, back }: RecordErrorProps) {
  const { id, param, query } = record;
  const notFound = id === undefined || errorStatus(query.error) === 404;
  return (
    <>
      <PageHeader title={title} />
      <Alert color={notFound ? 'gray' : 'red'} title={notFound ? `No such ${noun}` : `Could not load this ${noun}`}>
        <Text size="sm" mb="sm">
          {notFound
            ? `There is no ${noun} with the id ${param ?? '(none)'}. It may have been deleted, or the link is wrong.`
            : errorMessage(query.error)}
        </Text>
        <Group gap="sm">
          {notFound ? null : (
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              Retry
            </Button>
          )}
          <Anchor component={Link} to={back.to} size="sm">
            {back.label}
          </Anchor>
        </Group>
      </Alert>
    </>
  );
}
