// The settings page's own request and answer shapes (spec 2 §2 settings, §7): a module of its own,
// imported by file and not through the barrel, so the structs (superstruct calls a bundler keeps
// wherever their module is loaded) stay out of the sign-in's schemas, which every page loads at
// first, and out of the core's public surface (its size budget).
import { dynamic, literal, object, string, type } from 'superstruct';
import type { Infer, Struct } from 'superstruct';
import { mfaCode, tokenText } from './auth';
import { passwordText } from './common';

/**
 * `POST /user/mfa/start`'s answer: a code is on its way to `email`; `challengeToken` goes back
 * with the code in `PUT /user/mfa` to turn multi-factor authentication on.
 *
 * @example
 * const started: MfaSwitchChallenge = { challengeToken: 'eyJhbGciOi...', email: 'owner@example.com' };
 */
export const MfaSwitchChallenge = type({ challengeToken: string(), email: string() });
export type MfaSwitchChallenge = Infer<typeof MfaSwitchChallenge>;

/**
 * `PUT /user/mfa` turning it on: the challenge of `POST /user/mfa/start` and the code it sent,
 * which proves the mailbox the codes will go to.
 *
 * @example
 * const enable: MfaEnableRequest = { multifactorEnabled: true, challengeToken, code: '123456' };
 */
export const MfaEnableRequest = object({ multifactorEnabled: literal(true), challengeToken: tokenText, code: mfaCode });
export type MfaEnableRequest = Infer<typeof MfaEnableRequest>;

/**
 * `PUT /user/mfa` turning it off: the current password, so a session left open on a shared
 * computer cannot remove the second step.
 *
 * @example
 * const disable: MfaDisableRequest = { multifactorEnabled: false, currentPassword: 'Portal-Demo-1' };
 */
export const MfaDisableRequest = object({ multifactorEnabled: literal(false), currentPassword: passwordText() });
export type MfaDisableRequest = Infer<typeof MfaDisableRequest>;

/**
 * `PUT /user/mfa`: on with a fresh code, off with the current password, told apart by
 * `multifactorEnabled` (anything but `false` is read as turning it on, whose errors then say what is missing).
 *
 * @example
 * const [error, change] = validate(body, MfaSwitchRequest, { coerce: true });
 */
export const MfaSwitchRequest: Struct<MfaEnableRequest | MfaDisableRequest, null> = dynamic((value) =>
  (typeof value === 'object' && value !== null && (value as { multifactorEnabled?: unknown }).multifactorEnabled === false
    ? MfaDisableRequest
    : MfaEnableRequest) as Struct<MfaEnableRequest | MfaDisableRequest, unknown>,
);
export type MfaSwitchRequest = Infer<typeof MfaSwitchRequest>;
