import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session-store';
import { LoginPage } from './login-page';

/**
 * The login page as the router's route /login: reached by logging out, by a session the server
 * refused, or by opening a signed-in page without a session (`?next=` says which). Someone already
 * signed in when it opens has nothing to do here and goes home.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Already signed in when the page opened (a sign-in on the page navigates on its own).
  const [signedIn] = useState(() => sessionStore.getToken() !== null);
  if (signedIn) return <Navigate to={paths.root} replace />;
  return (
    <LoginPage
      next={searchParams.get('next')}
      onSignedIn={async (path) => {
        await navigate(path, { replace: true });
      }}
    />
  );
}
