import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProjectDetail } from '../../../contract/projects';
import { AuthorTable } from '../../components/author-table';
import { PageSection } from '../../components/page-section';
import { useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';

/** Who wrote a VCS project, with this project's figures (`/api/authors/?project=ID`), read by its authors runs. */
export function ProjectAuthors({ project }: { project: ProjectDetail }) {
  const _ = useT();
  return (
    <PageSection id="project-authors" title={_('projects.authors')}>
      <Stack gap="sm">
        <AuthorTable
          project={project.id}
          label={_('projects.authorsOf', { name: project.name })}
          emptyMessage={_('projects.noAuthors')}
        />
        <Text size="sm">
          <Anchor component={Link} to={withQuery(paths.authors, { project: project.id })}>
            {_('projects.authorsOfProject')}
          </Anchor>
        </Text>
      </Stack>
    </PageSection>
  );
}
