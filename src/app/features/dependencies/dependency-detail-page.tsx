import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { CopyValue } from '../../components/copy-value';
import { DependencyVulnerabilities, LicenseLinks } from '../../components/dependency-columns';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { FieldList } from '../../components/field-list';
import { dependencies } from '../../lib/catalog-queries';
import { paths, withQuery } from '../../lib/paths';
import { PageSection } from '../../components/page-section';

export function DependencyDetailPage() {
  const record = useRecordPage(dependencies.detail);
  const d = record.query.data;
  return (
    <RecordPage
      record={record}
      noun="dependency"
      back={{ to: paths.dependencies, label: 'All dependencies' }}
      title={d ? `${d.name} ${d.version}` : undefined}
    >
      <Stack gap="lg">
        <FieldList
          loading={!d}
          fields={[
            { label: 'PURL', value: d ? <CopyValue value={d.purl} /> : null },
            { label: 'Name', value: d?.name },
            { label: 'Version', value: d?.version },
            { label: 'Technology', value: d?.technology },
            { label: 'Licenses', value: d ? <LicenseLinks licenses={d.licenses} /> : null },
            { label: 'Vulnerabilities', value: d ? <DependencyVulnerabilities dependency={d} /> : null },
            { label: 'Used by projects', value: d?.projects_count },
          ]}
        />
        <PageSection id="dependency-links" title="Related" gap="xs">
          <Anchor component={Link} to={withQuery(paths.vulnerabilities, { dependency: record.id })} size="sm">
            Vulnerabilities of this dependency
          </Anchor>
        </PageSection>
      </Stack>
    </RecordPage>
  );
}
