// Apart from the sign-in and sign-out actions: every element loads the user, while only the
// sign-in form signs in and only a Sign out button signs out, and a bundler splitting code places
// a file's code by which entries reach the file.
import type { CallOptions } from '../api/client';
import { getUser } from '../api/endpoints/user';
import type { User } from '../schemas';
import { storeUser } from './state';

/**
 * Loads the signed-in user (`GET /user`) into `$user` and answers it.
 * @example if ($isSignedIn.get()) await loadUser();
 */
export async function loadUser(call?: CallOptions): Promise<User> {
  const user = await getUser(call);
  storeUser(user);
  return user;
}

/**
 * The name the portal shows for a user: first and last name.
 * @example displayName(sampleUser) // 'Olivia Owner'
 */
export function displayName(user: User): string {
  return `${user.profile.firstName} ${user.profile.lastName}`.trim();
}
