import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { AuthSession } from '../api/auth';
import { endViewAsSession, getViewAsSession } from '../api/endpoints/view-as';
import { shared } from '../runtime';
import type { AuthResult } from '../schemas/auth';
import type { User } from '../schemas/user';
import { $user, registerReset, resetUserData, storeUser, swapSession } from '../session/state';
import { loadUser } from '../session/user';
import { $developments } from './developments';

// View as customer (spec 2 §4): an admin opens the portal as one of a development's customers.
// The customer's tokens live in this module's memory only: the API client uses them through a
// session object of their own (`swapSession`), while the admin's tokens stay in storage,
// untouched, so a reload or a new tab is the admin again. Imported by file (the shell and the
// staff area), out of the core's public surface and out of what every element loads.

/** Whom an admin views the portal as, and where they came from. */
export interface ViewAsTarget {
  /** The customer's id for `GET /customers/{id}/view-as` (their user id). */
  readonly customerId: string;
  readonly relationshipId: string;
  readonly developmentId: string;
  readonly customerName: string;
}

/**
 * A view as a customer: `viewing`, or `leaving` for the second between Exit (the admin is back)
 * and the return to the staff area (1000 ms).
 * @example const state: ViewAsState = { target, status: 'viewing' };
 */
export interface ViewAsState {
  readonly target: ViewAsTarget;
  readonly status: 'viewing' | 'leaving';
}

/**
 * How long after the admin is restored the staff area opens again.
 * @example setTimeout(goBack, EXIT_VIEW_AS_DELAY_MS);
 */
export const EXIT_VIEW_AS_DELAY_MS = 1000;

interface ViewAsRuntime {
  readonly $state: WritableAtom<ViewAsState | null>;
  /** The admin at the keyboard, restored on leaving. */
  admin: User | null;
  /** The customer's session the client uses now, null when not viewing. */
  session: AuthSession | null;
  /** The exit under way, so that a second Exit (or a refused refresh) joins it. */
  leaving: Promise<ViewAsTarget | null> | null;
  /** True while this module empties the stores itself, which is no sign-out. */
  swapping: boolean;
}

/** Ends the view's session on the server too (`GET /user/logout` with its token); if that fails, it runs out its time. */
function endOnServer(session: AuthSession | null): void {
  const token = session?.getAuthToken();
  if (token) endViewAsSession(token).catch(() => undefined);
}

const runtime = shared('session.viewAsCustomer', (): ViewAsRuntime => {
  const state: ViewAsRuntime = { $state: atom<ViewAsState | null>(null), admin: null, session: null, leaving: null, swapping: false };
  // Sign-out, or the admin's own session ending, ends the view with it (spec 2 §4), and a return
  // to the staff area under way with it.
  registerReset(() => {
    if (state.swapping || !state.$state.get()) return;
    endOnServer(state.session);
    state.session = null;
    state.admin = null;
    swapSession(null);
    state.$state.set(null);
  });
  return state;
});

/**
 * The view as a customer, or null.
 * @example const viewing = useStore($viewAs); if (viewing) showBanner(viewing.target.customerName);
 */
export const $viewAs: ReadableAtom<ViewAsState | null> = runtime.$state;

/**
 * The session the API client uses while viewing: the customer's tokens in memory. A refresh
 * rotates them here and never reaches storage, the other tabs or their lock (no `refreshAlone`:
 * nothing else shares them). When the server refuses to renew it (the view's time is up), the
 * view ends and the admin, whose session is intact, is back.
 */
function customerSession(tokens: AuthResult): AuthSession {
  let authToken: string | null = tokens.authToken;
  let refreshToken: string | null = tokens.refreshToken;
  const session: AuthSession = {
    getAuthToken: () => authToken,
    getRefreshToken: () => refreshToken,
    storeAuthResult(result) {
      authToken = result.authToken;
      refreshToken = result.refreshToken;
      // A refresh that lands after the view ended must not bring the customer back.
      if (runtime.session === session) storeUser(result.user);
    },
    clearAuthToken: () => {
      authToken = null;
    },
    endSession() {
      if (runtime.session === session) void exitViewAs();
    },
    refreshInFlight: null,
  };
  return session;
}

/** Empties every store of user data for the change of whom the client speaks for. */
function resetForSwap(): void {
  runtime.swapping = true;
  try {
    resetUserData();
  } finally {
    runtime.swapping = false;
  }
}

/** The user and the developments of whoever the client speaks for now (reloaded on both). */
async function reloadUserAndDevelopments(): Promise<void> {
  await Promise.allSettled([loadUser(), $developments.fetch()]);
}

/**
 * Opens the portal as `target`: asks the API for the customer's session (`GET
 * /customers/{id}/view-as`, with the admin's session), empties every store of user data, then
 * the client speaks as the customer and `$user` is the customer. Rejects with the call's
 * `ApiError` (the caller opens the generic error dialog), the admin still signed in
 * and nothing changed.
 * @example await startViewAs({ customerId, relationshipId, developmentId, customerName: 'Olivia Owner' }); navigate('/dashboard');
 */
export async function startViewAs(target: ViewAsTarget): Promise<void> {
  const admin = $user.get();
  if (!admin || runtime.$state.get()) throw new Error('Only a signed-in admin who is not viewing as a customer can view as one.');
  const customer = await getViewAsSession(target.customerId, target.developmentId);
  resetForSwap();
  const session = customerSession(customer);
  runtime.admin = admin;
  runtime.session = session;
  swapSession({ session, adminRole: admin.role });
  storeUser(customer.user);
  runtime.$state.set({ target, status: 'viewing' });
  await reloadUserAndDevelopments();
}

/**
 * Leaves the customer's portal: the customer's tokens are dropped, the admin is back at once
 * (their session was never touched; their user and developments load again) and every store of
 * user data is emptied; after `EXIT_VIEW_AS_DELAY_MS` the view is over (`$viewAs` null) and the
 * promise answers whom was viewed, so the shell can return to that development's customers. A
 * second call while leaving joins the first; without a view it answers null.
 * @example const left = await exitViewAs(); if (left) navigate(`/developments/${left.developmentId}/customers`);
 */
export function exitViewAs(): Promise<ViewAsTarget | null> {
  const current = runtime.$state.get();
  if (!current) return Promise.resolve(null);
  if (runtime.leaving) return runtime.leaving;
  const admin = runtime.admin;
  endOnServer(runtime.session);
  runtime.session = null;
  runtime.admin = null;
  swapSession(null);
  if (admin) storeUser(admin);
  runtime.$state.set({ target: current.target, status: 'leaving' });
  resetForSwap();
  const leaving = Promise.all([
    reloadUserAndDevelopments(),
    new Promise((resolve) => setTimeout(resolve, EXIT_VIEW_AS_DELAY_MS)),
  ]).then(() => {
    runtime.leaving = null;
    // Signed out meanwhile: nothing to return to.
    if (runtime.$state.get() === null) return null;
    runtime.$state.set(null);
    return current.target;
  });
  runtime.leaving = leaving;
  return leaving;
}
