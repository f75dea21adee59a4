import { Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CopyValue } from '../../components/copy-value';
import { DependencyVulnerabilities, LicenseLinks } from '../../components/dependency-columns';
import { DetailError } from '../../components/detail-error';
import { FieldList } from '../../components/field-list';
import { PageHeader } from '../../components/page-header';
import { dependencies } from '../../lib/catalog-queries';
import { parseId } from '../../lib/route-params';

export function DependencyDetailPage() {
  const { id: param } = useParams();
  const id = parseId(param);
  const dependency = useQuery({ ...dependencies.detail(id ?? 0), enabled: id !== undefined });
  const d = dependency.data;

  if (id === undefined || dependency.isError) {
    return (
      <>
        <PageHeader title="Dependency" />
        <DetailError
          error={dependency.error}
          noun="dependency"
          id={param}
          back={{ to: '/dependencies', label: 'All dependencies' }}
          onRetry={() => void dependency.refetch()}
        />
      </>
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
          <Anchor component={Link} to={`/vulnerabilities?dependency=${id}`} size="sm">
            Vulnerabilities of this dependency
          </Anchor>
        </section>
      </Stack>
    </>
  );
}
