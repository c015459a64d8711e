import { afterEach, describe, expect, it } from 'vitest';
import { $config } from '../config';
import { sampleAdminUser, sampleUser } from '../testing/samples/account';
import { readyConfig } from '../testing/fake-api';
import { $permissions, endSession, storeUser, swapSession } from './state';
import type { AuthSession } from '../api/auth';

afterEach(() => {
  swapSession(null);
  endSession();
  $config.set({ status: 'loading' });
});

describe('$permissions', () => {
  it('is null until a user is loaded', () => {
    expect($permissions.get()).toBeNull();
  });

  it("is the user's role and active role, with the configuration's feature flags once it is ready", () => {
    storeUser(sampleUser);
    expect($permissions.get()).toEqual({ role: sampleUser.role, activeRole: 'customer' });
    readyConfig('https://api.example.test');
    const ready = $config.get();
    if (ready.status === 'ready') $config.set({ ...ready, config: { ...ready.config, featureFlags: { RestrictChargesToGlobalAndSl1: true } } });
    expect($permissions.get()).toEqual({ role: sampleUser.role, activeRole: 'customer', flags: { RestrictChargesToGlobalAndSl1: true } });
  });

  it("carries the admin's own role while an admin views the portal as a customer", () => {
    storeUser(sampleUser);
    swapSession({ session: {} as AuthSession, adminRole: sampleAdminUser.role });
    expect($permissions.get()).toEqual({ role: sampleUser.role, activeRole: 'customer', viewAs: { adminRole: sampleAdminUser.role } });
  });
});
