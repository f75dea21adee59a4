import { LICENSE_CATEGORIES, type LicenseCategory } from '../../../contract/licenses';
import { filterOptions } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { useT } from '../../lib/i18n';
import { LICENSE_CATEGORY_LABELS } from '../../lib/license-category-labels';
import { licensesQuery } from './api';
import { LICENSE_COLUMNS } from './license-columns';

export function LicensesPage() {
  const _ = useT();
  const { list, result } = useListPage(licensesQuery, ['category'] as const);
  const selects = [
    {
      name: 'category',
      label: _('licenses.category'),
      options: filterOptions(
        _('licenses.allCategories'),
        LICENSE_CATEGORIES,
        (c) => LICENSE_CATEGORY_LABELS[c as LicenseCategory],
      ),
    },
  ] as const;
  return (
    <ListPage
      title={_('licenses.title')}
      list={list}
      result={result}
      searchLabel={_('licenses.search')}
      selects={selects}
      chips={{
        category: (c) => _('licenses.chip.category', { category: LICENSE_CATEGORY_LABELS[c as LicenseCategory] ?? c }),
      }}
      label={_('licenses.title')}
      columns={LICENSE_COLUMNS}
      filteredMessage={_('licenses.noMatch')}
      emptyMessage={_('licenses.empty')}
    />
  );
}
