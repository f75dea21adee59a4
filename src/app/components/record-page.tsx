import { Alert, Anchor, Button, Group, type MantineSpacing, Stack, Text } from '@mantine/core';
import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage, errorStatus } from '../lib/error-message';
import { useT } from '../lib/i18n';
import { useRecord } from '../lib/resource-queries';
import { useIdParam } from '../lib/route-params';
import { type Field, FieldList } from './field-list';
import type { Noun } from './noun';
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
  /** The heading until the record has loaded, and what RecordError names. */
  noun: Noun;
  /** Where the list is, e.g. { to: paths.projects, label: 'All projects' }. */
  back: { to: string; label: string };
  /** The heading once known, usually the record's name. */
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
};

/** A record page: its heading and actions, then the record; RecordError when it cannot be shown. */
export function RecordPage({ record, noun, back, title, actions, children }: RecordPageProps) {
  const _ = useT();
  const heading = _('components.record.heading', { noun });
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

/**
 * A record page whose record reads as a list of fields (skeletons until it has loaded), then whatever
 * the page shows below them: links to related lists, sections.
 */
export function RecordFieldsPage({
  fields,
  gap = 'lg',
  children,
  ...page
}: Omit<RecordPageProps, 'children'> & { fields: Field[]; gap?: MantineSpacing; children?: ReactNode }) {
  return (
    <RecordPage {...page}>
      <Stack gap={gap}>
        <FieldList loading={!page.record.query.data} fields={fields} />
        {children}
      </Stack>
    </RecordPage>
  );
}

type RecordErrorProps = {
  /** The page's heading, e.g. "Project" or "Edit project". */
  title: string;
  noun: Noun;
  record: { id: number | undefined; param: string | undefined; query: Pick<UseQueryResult, 'error' | 'refetch'> };
  /** Where the list is, e.g. { to: paths.projects, label: 'All projects' }. */
  back: { to: string; label: string };
};

/**
 * A record page that could not be shown: not found (a 404, or an address whose id
 * is not a record id), or failed, with a retry.
 */
export function RecordError({ title, noun, record, back }: RecordErrorProps) {
  const _ = useT();
  const { id, param, query } = record;
  const notFound = id === undefined || errorStatus(query.error) === 404;
  return (
    <>
      <PageHeader title={title} />
      <Alert
        color={notFound ? 'gray' : 'red'}
        title={notFound ? _('components.record.notFoundTitle', { noun }) : _('components.record.loadFailed', { noun })}
      >
        <Text size="sm" mb="sm">
          {notFound
            ? _('components.record.notFoundText', { noun, id: param ?? _('components.record.noId') })
            : errorMessage(query.error)}
        </Text>
        <Group gap="sm">
          {notFound ? null : (
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              {_('components.record.retry')}
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
