// The keys of single sign-on: an identity provider signs its tokens with a key of its own, never
// the API's signing secret, so that nothing the API signs (an access token, an MFA token) can pass
// as an SSO token and the API cannot sign anyone in on the provider's behalf.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeOnce, type ServerConfig } from '../config';

/** The algorithms a provider's key may sign with. */
export type SsoAlgorithm = 'ES256' | 'RS256';

/** How SSO tokens are checked, and in demo mode made. */
export interface SsoKeys {
  /** The provider's public key; null when no provider is configured (SSO sign-in is then refused). */
  readonly verify: KeyObject | null;
  readonly algorithm: SsoAlgorithm;
  /** Demo mode's own identity provider's private key, for `GET /dev/sso-token`; null otherwise. */
  readonly sign: KeyObject | null;
}

/**
 * The configured provider's public key (`ssoPublicKeyFile`, a PEM file); without one, in demo mode,
 * a demo provider's key pair kept under the data folder (`sso-demo-key.pem`, made on first start);
 * otherwise none.
 * @example const sso = loadSsoKeys(config);
 */
export function loadSsoKeys(config: ServerConfig): SsoKeys {
  if (config.ssoPublicKeyFile) {
    return { verify: createPublicKey(readFileSync(config.ssoPublicKeyFile, 'utf8')), algorithm: config.ssoAlgorithm, sign: null };
  }
  if (!config.demoMode) return { verify: null, algorithm: config.ssoAlgorithm, sign: null };
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'sso-demo-key.pem');
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeOnce(file, privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
  }
  const privateKey = createPrivateKey(readFileSync(file, 'utf8'));
  return { verify: createPublicKey(privateKey), algorithm: 'ES256', sign: privateKey };
}
