import { Button, Code, Container, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { errorMessage } from '../lib/error-message';
import { useT } from '../lib/i18n';

/** A page's code failed to load (e.g. after a new deployment): only a reload helps. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && /dynamically imported module|module script failed|Importing a module/i.test(error.message)
  );
}

/**
 * The route errorElement: says what failed and offers to try again. `standalone`
 * when it replaces the whole app (outside the shell, which has its own <main>).
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const _ = useT();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  const what = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  const tryAgain = () => {
    if (isChunkLoadError(error)) window.location.reload();
    // Navigating to the same place resets the error boundary and renders the page afresh.
    else void navigate(location.pathname + location.search, { replace: true });
  };

  return (
    <Container component={standalone ? 'main' : 'div'} size="sm" py="xl">
      <Title order={1} mb="md">
        {_('shell.routeError.title')}
      </Title>
      <Text mb="xs">{_('shell.routeError.text')}</Text>
      <Code block mb="md">
        {what}
      </Code>
      <Button onClick={tryAgain}>{_('shell.routeError.tryAgain')}</Button>
    </Container>
  );
}
