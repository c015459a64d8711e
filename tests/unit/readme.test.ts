// The README's quick start, `npm start`'s printout and the demo data document name every demo
// sign-in and invitation key the reference API seeds, and the public preferences page, so a
// newcomer can try each one and a test can rely on it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInvitations } from '../../server/areas/account';
import { DEMO_PASSWORD } from '../../server/areas/core';
import { verifyPassword } from '../../server/auth/passwords';
import { startTestApi, type TestApi } from '../../server/testing';

const readme = readFileSync('README.md', 'utf8');
const start = readFileSync('scripts/start.mjs', 'utf8');
const demoData = readFileSync('docs/demo-data.md', 'utf8');

describe('the quick start', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('lists every account that signs in with the demo password', async () => {
    const users = await api.ctx.db.selectFrom('users').select(['email', 'password_hash']).orderBy('email').execute();
    const signIns: string[] = [];
    for (const user of users) if (await verifyPassword(DEMO_PASSWORD, user.password_hash)) signIns.push(user.email);
    expect(signIns.length).toBeGreaterThanOrEqual(8);
    for (const email of signIns) {
      expect(readme, email).toContain(`\`${email}\``);
      expect(start, email).toContain(email);
      expect(demoData, email).toContain(email);
    }
    expect(readme).toContain(`\`${DEMO_PASSWORD}\``);
    expect(start).toContain(DEMO_PASSWORD);
    expect(demoData).toContain(`\`${DEMO_PASSWORD}\``);
  }, 60_000);

  it('lists every invitation key and the public preferences page', () => {
    for (const key of Object.values(demoInvitations)) {
      expect(readme, key).toContain(`\`${key}\``);
      expect(start, key).toContain(key);
      expect(demoData, key).toContain(`\`${key}\``);
    }
    expect(readme).toContain('http://localhost:4200/notification-preferences/NP-OWNER-1');
    expect(start).toContain('http://localhost:4200/notification-preferences/NP-OWNER-1');
  });
});
