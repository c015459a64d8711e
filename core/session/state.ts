import { atom, computed, type ReadableAtom } from 'nanostores';
import { connectSession, type AuthSession } from '../api/auth';
import { $config } from '../config';
import type { PermissionContext } from '../domain/permissions';
import { shared } from '../runtime';
import type { AuthResult, RoleType, User } from '../schemas';
import { safeStorage, storedAtom } from '../runtime/storage';

// All session state of the page lives in this module: the tokens, the user, the active role, the
// registered resets and the one refresh in flight (on `authSession`). Each piece is taken from the
// page's runtime (core/runtime), so a second copy of the core on the page shares this session
// instead of starting its own.

/** sessionStorage key of the auth token (authToken in session storage). @example sessionStorage.getItem(AUTH_TOKEN_KEY) */
export const AUTH_TOKEN_KEY = 'portico.authToken';
/** localStorage key of the refresh token (refreshToken in local storage). @example localStorage.getItem(REFRESH_TOKEN_KEY) */
export const REFRESH_TOKEN_KEY = 'portico.refreshToken';
/** localStorage key of the active role type (stored locally). @example localStorage.getItem(ACTIVE_ROLE_KEY) // 'customer' */
export const ACTIVE_ROLE_KEY = 'portico.activeRole';

const local = safeStorage(() => globalThis.localStorage);
const perTab = safeStorage(() => globalThis.sessionStorage);

const $authTokenStore = shared('session.authToken', () => storedAtom(perTab, AUTH_TOKEN_KEY));
const $refreshTokenStore = shared('session.refreshToken', () => storedAtom(local, REFRESH_TOKEN_KEY));
const $storedRole = shared('session.storedRole', () => storedAtom(local, ACTIVE_ROLE_KEY));
const $userStore = shared('session.user', () => atom<User | null>(null));
const $viewAsStore = shared('session.viewAs', () => atom<PermissionContext['viewAs']>(null));

/**
 * The auth token, or null. Read-only: sign-in, refresh and sign-out change it.
 * @example const token = $authToken.get();
 */
export const $authToken: ReadableAtom<string | null> = $authTokenStore;

/**
 * The refresh token, or null. Read-only: sign-in, refresh and sign-out change it.
 * @example if ($refreshToken.get()) await loadUser();
 */
export const $refreshToken: ReadableAtom<string | null> = $refreshTokenStore;

/**
 * The signed-in user, once loaded (`loadUser`, or a sign-in's answer); null when signed out.
 * @example const user = useStore($user);
 */
export const $user: ReadableAtom<User | null> = $userStore;

/**
 * True while the page holds a token that can authenticate a call: an auth token, or a refresh
 * token to get one. The user may still be loading: see `$user`.
 * @example if (!useStore($isSignedIn)) redirect('/signin');
 */
export const $isSignedIn: ReadableAtom<boolean> = shared('session.isSignedIn', () =>
  computed([$authTokenStore, $refreshTokenStore], (authToken, refreshToken) => authToken !== null || refreshToken !== null),
);

/**
 * The role type the user acts in, chosen from the user's role types: the stored
 * choice while the user still has it, else the user's first type; null without a user.
 * @example const role = useStore($activeRole); if (role === 'client') redirect('/client');
 */
export const $activeRole: ReadableAtom<RoleType | null> = shared('session.activeRole', () =>
  // spec 2 §4: while an admin views as a customer, the customer's type, leaving the admin's stored choice alone.
  computed([$userStore, $storedRole, $viewAsStore], (user, stored, viewAs) => chooseActiveRole(user, viewAs ? 'customer' : stored)),
);

/**
 * While an admin views the portal as a customer: the admin's own role, the
 * `viewAs` of every PermissionContext (`$user` is then the customer); null otherwise.
 * @example canAccessCharges({ role: user.role, activeRole, viewAs: $viewAsAdmin.get() })
 */
export const $viewAsAdmin: ReadableAtom<PermissionContext['viewAs']> = $viewAsStore;

/**
 * The active role for `user` given the stored choice (the rule behind `$activeRole`).
 * @example chooseActiveRole(adminAndCustomer, 'customer') // 'customer'
 */
export function chooseActiveRole(user: User | null, stored: string | null): RoleType | null {
  const types = user?.role.types ?? [];
  return types.find((type) => type === stored) ?? types[0] ?? null;
}

/**
 * Stores `type` as the active role if the user has it and is not viewed as a customer; answers
 * whether it did.
 * @example setActiveRole('customer') // an admin views the portal as a customer
 */
export function setActiveRole(type: RoleType): boolean {
  // The view as a customer is a customer's: no other role to switch to, and the admin's choice stays stored.
  if ($viewAsStore.get() || !$userStore.get()?.role.types.includes(type)) return false;
  $storedRole.set(type);
  return true;
}

const resets = shared('session.resets', () => new Set<() => void>());

/**
 * Registers `reset` to run on sign-out (and when the session ends because the server refused the
 * refresh token), so that a store holding the user's data is emptied (sign-out resets
 * all state). Answers a function that unregisters it.
 * @example registerReset(() => $charges.set({ status: 'idle' }));
 */
export function registerReset(reset: () => void): () => void {
  resets.add(reset);
  return () => {
    resets.delete(reset);
  };
}

/** Stores a sign-in or refresh answer: both tokens (refresh tokens rotate) and the user. */
export function storeAuthResult(result: AuthResult): void {
  $authTokenStore.set(result.authToken);
  $refreshTokenStore.set(result.refreshToken);
  $userStore.set(result.user);
}

/** Replaces the user (after `GET /user` or an update). */
export function storeUser(user: User): void {
  $userStore.set(user);
}

/**
 * Forgets the session on this page: both tokens, the user and every registered store;
 * a view as a customer ends with it (its reset, core/stores/view-as.ts).
 */
export function endSession(): void {
  $authTokenStore.set(null);
  $refreshTokenStore.set(null);
  $userStore.set(null);
  resetUserData();
}

/**
 * Empties every registered store (`registerReset`) and keeps the session: for a change of whose
 * data the page shows without a sign-out (entering and leaving view as customer).
 * Every reset runs even if one throws; the first error is rethrown after all have run.
 */
export function resetUserData(): void {
  const failures: unknown[] = [];
  for (const reset of [...resets]) {
    try {
      reset();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
}

/**
 * The Web Lock (navigator.locks) a tab holds while it refreshes, so that the tabs of the origin,
 * which share one refresh token, refresh one after another.
 * @example await navigator.locks.request(REFRESH_LOCK, refresh);
 */
export const REFRESH_LOCK = 'portico.refresh';

/**
 * Takes the refresh token other tabs left in localStorage: a tab that refreshed rotated it, so this
 * tab takes the new one, or its next refresh would be refused; a tab that signed out, or whose
 * refresh was refused, removed it, so the session is over here too.
 */
function takeSharedRefreshToken(): void {
  const refreshToken = local.getItem(REFRESH_TOKEN_KEY);
  if (refreshToken === null && $refreshTokenStore.get() !== null) endSession();
  else $refreshTokenStore.set(refreshToken);
}

/**
 * How long a tab that waited for another tab's refresh waits for that tab's rotated refresh token
 * to reach its own copy of localStorage; a tab whose refresh failed rotates nothing.
 */
const ROTATION_WAIT_MS = 2000;

/**
 * Runs `refresh` holding `REFRESH_LOCK`, from the refresh token the tab before left: the server
 * ends the whole session when a spent refresh token comes back, so two tabs opened at once must
 * not both refresh with the same one. A tab's localStorage is a copy that another tab's write
 * reaches with its `storage` event, which may come after the lock: a tab that had to wait for the
 * lock waits for that event too (`storedRefreshTokenChanged`) before it reads the token. A
 * browser without Web Locks (or an insecure origin) refreshes at once.
 */
function refreshAlone(refresh: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return refresh();
  const fromStoredToken = () => {
    takeSharedRefreshToken();
    return refresh();
  };
  const seen = local.getItem(REFRESH_TOKEN_KEY);
  return locks.request(REFRESH_LOCK, { ifAvailable: true }, (lock) =>
    lock
      ? fromStoredToken()
      : locks.request(REFRESH_LOCK, async () => {
          await storedRefreshTokenChanged(seen);
          return fromStoredToken();
        }),
  );
}

/** Resolves once this tab's localStorage holds another refresh token than `seen`, or after `ROTATION_WAIT_MS`. */
function storedRefreshTokenChanged(seen: string | null): Promise<void> {
  return new Promise((resolve) => {
    if (local.getItem(REFRESH_TOKEN_KEY) !== seen) return resolve();
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener('storage', onStorage);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === REFRESH_TOKEN_KEY || event.key === null) done();
    };
    const timer = setTimeout(done, ROTATION_WAIT_MS);
    globalThis.addEventListener('storage', onStorage);
  });
}

// One session object per page, carrying the one refresh in flight; the first copy of the core
// creates it (with its own functions, which work on the same shared stores) and every copy
// connects its API client to it.
const authSession: AuthSession = shared('session.auth', () => {
  // Other tabs share the refresh token through localStorage (the `storage` event fires only in the
  // other tabs of the origin). Listened to once per page, by the copy that creates the session.
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key !== REFRESH_TOKEN_KEY && event.key !== null) return;
    takeSharedRefreshToken();
  });
  return {
    getAuthToken: () => $authTokenStore.get(),
    getRefreshToken: () => $refreshTokenStore.get(),
    storeAuthResult,
    clearAuthToken: () => $authTokenStore.set(null),
    endSession,
    refreshInFlight: null,
    refreshAlone,
  };
});

connectSession(authSession);

/**
 * Hands the API client to `viewAs.session`, a customer's session held in memory only, while the
 * admin `viewAs.adminRole` views the portal as that customer; null gives it back to the stored
 * session, whose tokens were never touched meanwhile. core/stores/view-as.ts is the
 * one caller; the rest of it stays out of what every element loads.
 * @example swapSession({ session: customerSession, adminRole: admin.role });
 */
export function swapSession(viewAs: { session: AuthSession; adminRole: User['role'] } | null): void {
  connectSession(viewAs?.session ?? authSession);
  $viewAsStore.set(viewAs && { adminRole: viewAs.adminRole });
}

// Pure: a bundle that never reads it (the runtime every element loads) leaves it out.
/**
 * What the signed-in user may do, as the rules of core/domain/permissions read it: the user's role
 * and active role, the configuration's feature flags, and while an admin views as a customer the
 * customer's role with the admin's as `viewAs`; null until a user is loaded. The one place the
 * permission context is built: the shell's guards, its pages and the widgets read it.
 * @example const permissions = useStore($permissions); if (permissions && canAccessAdminArea(permissions)) showStaffLink();
 */
export const $permissions: ReadableAtom<PermissionContext | null> = /* @__PURE__ */ shared('session.permissions', () =>
  computed([$user, $activeRole, $config, $viewAsAdmin], (user, activeRole, config, viewAs) => {
    if (!user) return null;
    const flags = config.status === 'ready' ? config.config.featureFlags : undefined;
    return { role: user.role, activeRole, ...(flags ? { flags } : {}), ...(viewAs ? { viewAs } : {}) };
  }),
);
