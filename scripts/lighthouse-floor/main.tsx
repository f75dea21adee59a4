import '@mantine/core/styles.css';
import { Button, Container, MantineProvider, Paper, Text, TextInput, Title } from '@mantine/core';
import { createRoot } from 'react-dom/client';

/**
 * The floor for `npm run check:lighthouse` (issue 19): a bare React + Mantine page, as a new Vite app
 * would start (all of Mantine's CSS, no router, no i18n, no data), shaped like the login page (a heading,
 * a line of text, a card with one field and a button). Built by check-lighthouse.ts into a temp dir.
 */
createRoot(document.getElementById('root')!).render(
  <MantineProvider defaultColorScheme="auto">
    <Container component="main" size={440} py={64}>
      <Title order={1} ta="center" mb={4}>
        Sign in
      </Title>
      <Text ta="center" c="dimmed" size="sm" mb="lg">
        Paste your API token.
      </Text>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form noValidate onSubmit={(event) => event.preventDefault()}>
          <TextInput label="API token" mb="md" />
          <Button type="submit" fullWidth>
            Sign in
          </Button>
        </form>
      </Paper>
    </Container>
  </MantineProvider>,
);
