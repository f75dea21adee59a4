import { Anchor, Container, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  useDocumentTitle('Page not found · Argus');
  return (
    <Container component="main" size="sm" py="xl">
      <Title order={1} mb="md">
        Page not found
      </Title>
      <Text mb="md">There is nothing at this address.</Text>
      <Anchor component={Link} to={paths.root}>
        Go to the home page
      </Anchor>
    </Container>
  );
}
