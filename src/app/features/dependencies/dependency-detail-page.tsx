import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { CopyValue } from '../../components/copy-value';
import { DependencyVulnerabilities, LicenseLinks } from '../../components/dependency-cells';
import { RecordFieldsPage, useRecordPage } from '../../components/record-page';
import { dependencies } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';
import { PageSection } from '../../components/page-section';

export function DependencyDetailPage() {
  const _ = useT();
  const record = useRecordPage(dependencies.detail);
  const d = record.query.data;
  return (
    <RecordFieldsPage
      record={record}
      noun="dependency"
      back={{ to: paths.dependencies, label: _('dependencies.back') }}
      title={d ? `${d.name} ${d.version}` : undefined}
      fields={[
        { label: _('dependencies.purl'), value: d ? <CopyValue value={d.purl} /> : null },
        { label: _('dependencies.name'), value: d?.name },
        { label: _('dependencies.version'), value: d?.version },
        { label: _('dependencies.technology'), value: d?.technology },
        { label: _('dependencies.licenses'), value: d ? <LicenseLinks licenses={d.licenses} /> : null },
        { label: _('dependencies.vulnerabilities'), value: d ? <DependencyVulnerabilities dependency={d} /> : null },
        { label: _('dependencies.usedByProjects'), value: d?.projects_count },
      ]}
    >
      <PageSection id="dependency-links" title={_('dependencies.related')} gap="xs">
        <Anchor component={Link} to={withQuery(paths.vulnerabilities, { dependency: record.id })} size="sm">
          {_('dependencies.vulnerabilitiesOf')}
        </Anchor>
      </PageSection>
    </RecordFieldsPage>
  );
}
