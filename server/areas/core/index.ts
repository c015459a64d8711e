import type { ServerArea } from '../../area';
import { coreMigrations } from './migrations';
import { seedCore } from './seed';

/** Users, developments, premises and who is whose: the records every other area refers to. */
export const coreArea: ServerArea = {
  name: 'core',
  migrations: coreMigrations,
  seed: seedCore,
  routes: () => undefined,
};

export { developmentAccess, canSeeDevelopment, ownPremises, residentsOf, type DevelopmentAccess } from './access';
export { findUserRow, findUserByEmail, loadAuthUser, userJson, type AuthUser, type UserRow } from './users';
export { demoIds, DEMO_PASSWORD } from './seed';
