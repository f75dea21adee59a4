import { LICENSE_CATEGORIES, type LicenseCategory } from '../../../contract/licenses';
import { filterOptions } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { CATEGORY_LABELS, licensesQuery } from './api';
import { LICENSE_COLUMNS } from './license-columns';

const SELECTS = [
  {
    name: 'category',
    label: 'Category',
    options: filterOptions('All categories', LICENSE_CATEGORIES, (c) => CATEGORY_LABELS[c as LicenseCategory]),
  },
] as const;

export function LicensesPage() {
  const { list, result } = useListPage(licensesQuery, ['category'] as const);
  return (
    <ListPage
      title="Licenses"
      list={list}
      result={result}
      searchLabel="Search licenses"
      selects={SELECTS}
      label="Licenses"
      columns={LICENSE_COLUMNS}
      filteredMessage="No licenses match these filters."
      emptyMessage="No licenses yet."
    />
  );
}
