import { Anchor, Container, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { useT } from '../lib/i18n';

export function NotFoundPage() {
  const _ = useT();
  useDocumentTitle(_('shell.notFound.documentTitle'));
  return (
    <Container component="main" size="sm" py="xl">
      <Title order={1} mb="md">
        {_('shell.notFound.title')}
      </Title>
      <Text mb="md">{_('shell.notFound.text')}</Text>
      <Anchor component={Link} to={paths.root}>
        {_('shell.notFound.home')}
      </Anchor>
    </Container>
  );
}
