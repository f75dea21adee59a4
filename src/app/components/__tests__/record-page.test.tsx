import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authors } from '../../lib/catalog-queries';
import { ID, paths } from '../../lib/paths';
import { json, mockFetch, routesHandler } from '../../test/fetch-mock';
import { authorRecord } from '../../test/records';
import { renderWithProviders } from '../../test/render';
import { RecordPage, useRecordPage } from '../record-page';

const ADA = authorRecord(7, 'Ada Lovelace', 'ada@example.com');

function AuthorEmail() {
  const record = useRecordPage(authors.detail);
  const author = record.query.data;
  return (
    <RecordPage record={record} noun="author" back={{ to: paths.authors, label: 'All authors' }} title={author?.name}>
      <p>{author?.email}</p>
    </RecordPage>
  );
}

const renderAt = (route: string) => renderWithProviders(<AuthorEmail />, { route, path: paths.author(ID) });

describe('record page', () => {
  it('shows the record its address names', async () => {
    const { calls } = mockFetch(routesHandler({ 'GET /api/authors/7/': () => json(ADA) }));
    renderAt('/authors/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/authors/7/']);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999999999999'])(
    'treats /authors/%s as not found, like a 404, without asking the server',
    async (id) => {
      const { calls } = mockFetch(() => json({ detail: 'Not found.' }, 404));
      renderAt(`/authors/${id}`);
      expect(await screen.findByText('No such author')).toBeInTheDocument();
      expect(
        screen.getByText(`There is no author with the id ${id}. It may have been deleted, or the link is wrong.`),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'All authors' })).toHaveAttribute('href', '/authors');
      expect(calls).toHaveLength(0);
    },
  );

  it('offers Retry when the server fails', async () => {
    mockFetch(() => json({ detail: 'The database is down.' }, 503));
    renderAt('/authors/7');
    expect(await screen.findByText('Could not load this author')).toBeInTheDocument();
    expect(screen.getByText('The database is down.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
