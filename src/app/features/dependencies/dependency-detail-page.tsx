import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CopyValue } from '../../components/copy-value';
import { DependencyVulnerabilities, LicenseLinks } from '../../components/dependency-columns';
import { RecordError, useRecordPage } from '../../components/record-page';
import { FieldList } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { dependencies } from '../../lib/catalog-queries';
import { paths, withQuery } from '../../lib/paths';

export function DependencyDetailPage() {
  const record = useRecordPage(dependencies.detail);
  const { id, query: dependency } = record;
  const d = dependency.data;

  if (id === undefined || dependency.isError) {
    return (
      <RecordError
        title="Dependency"
        noun="dependency"
        record={record}
        back={{ to: paths.dependencies, label: 'All dependencies' }}
      />
    );
  }

  return (
    <>
      <PageHeader title={d ? `${d.name} ${d.version}` : 'Dependency'} />
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
        <section aria-labelledby="dependency-links">
          <Title order={2} size="h3" id="dependency-links" mb="xs">
            Related
          </Title>
          <Anchor component={Link} to={withQuery(paths.vulnerabilities, { dependency: id })} size="sm">
            Vulnerabilities of this dependency
          </Anchor>
        </section>
      </Stack>
    </>
  );
}
