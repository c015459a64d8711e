import type { Hono } from 'hono';
import type { AppEnv } from '../../area';
import { feedbackRoutes } from './feedback-routes';
import { pictureRoutes } from './pictures';
import { signupRoutes } from './signup-routes';
import { userRoutes } from './user-routes';

/**
 * Every route of the account area (README.md): the user's own record, sign-up, feedback and
 * support, profile pictures.
 * @example accountRoutes(app);
 */
export function accountRoutes(app: Hono<AppEnv>): void {
  userRoutes(app);
  signupRoutes(app);
  feedbackRoutes(app);
  pictureRoutes(app);
}
