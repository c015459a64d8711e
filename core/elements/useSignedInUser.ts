import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { failureText } from '../api/error';
import type { SignedInUser } from '../session/gate';
import { $isSignedIn, $user } from '../session/state';
import { loadUser } from '../session/user';
import { bootPage, bootUserFailure } from './boot';

/**
 * The session as a component shows it, from `$isSignedIn` and `$user`. A page opened with a stored
 * session has tokens but no user yet: the page's one boot (core/elements `bootPage`: configuration,
 * language, then one `GET /user` for every element and component on the page) fetches it, so a
 * component outside an element (a React host) gets it too and no component sends its own. If the
 * boot could not load the user the state is `failed`, and `retry` asks again. A 401 ends the
 * session in core/session, so the state turns `signed-out` rather than `failed`.
 * @example
 * const session = useSignedInUser();
 * if (session.status === 'signed-in') return <p>{session.user.email}</p>;
 */
export function useSignedInUser(): SignedInUser {
  const signedIn = useStore($isSignedIn);
  const user = useStore($user);
  const [error, setError] = useState<string | null>(null);
  const needsUser = signedIn && user === null;

  useEffect(() => {
    if (!needsUser) return;
    let current = true;
    void bootPage().then(() => {
      if (current && $isSignedIn.get() && $user.get() === null) setError(failureText(bootUserFailure()));
    });
    return () => {
      current = false;
    };
  }, [needsUser]);

  const retry = () => {
    setError(null);
    loadUser().catch((failure: unknown) => setError(failureText(failure)));
  };

  if (!signedIn) return { status: 'signed-out' };
  if (user !== null) return { status: 'signed-in', user };
  if (error !== null) return { status: 'failed', error, retry };
  return { status: 'loading' };
}
