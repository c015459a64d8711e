import { describe, expect, test } from 'vitest';
import {
  canAccessAdminArea,
  canAccessChangelog,
  canAccessCharges,
  canAccessClientPortal,
  clientPortalDevelopments,
  canAccessPremises,
  canAddCustomer,
  canAddPremisesToCustomer,
  canChangeDevelopmentImage,
  canDeactivatePremises,
  canEditPages,
  canManageCustomerGroups,
  canSeeBookFacilitiesTab,
  canBookFacilities,
  canSeeCustomersTab,
  canSeeReportsTab,
  canSeeRequestsTab,
  canSeeSlotsBeyondRules,
  canViewAsCustomer,
  countOwnerPremises,
  developmentTabs,
  hasFlag,
  isClientUser,
  isFaqVisible,
  needsTenantReference,
  ownerDevelopments,
  resolveActiveRole,
  sendingRequestAs,
  showChargesWidget,
  showClientPortalWidget,
  showFeedbackTab,
  showPaperlessDialog,
  staffPasswordReset,
  type CustomerInput,
  type FlagSet,
  type PermissionContext,
  type FaqVisibility,
  type RoleInput,
  type RolePayload,
  type RoleType,
} from './permissions';

// Every payload with the role type that holds it in the demo data (docs/demo-data.md).
const PAYLOADS = ['global', 'sl1', 'sl3', 'sl4', 'owner', 'subtenant', 'client_portal_access'] as const;
type Payload = (typeof PAYLOADS)[number];
const TYPE_OF: Record<Payload, RoleType> = {
  global: 'admin',
  sl1: 'admin',
  sl3: 'admin',
  sl4: 'admin',
  owner: 'customer',
  subtenant: 'customer',
  client_portal_access: 'client',
};
const TYPES: RoleType[] = ['admin', 'client', 'customer', 'others'];

function as(payload: Payload, flags: FlagSet = []): PermissionContext {
  return { role: { types: [TYPE_OF[payload]], payloads: [payload] }, activeRole: TYPE_OF[payload], flags };
}

function acting(activeRole: RoleType): PermissionContext {
  return { role: { types: [activeRole], payloads: [] }, activeRole };
}

/** Rows of [payload, expected] for every payload, expected from the spec's allowed list. */
function byPayload(allowed: readonly Payload[]): [Payload, boolean][] {
  return PAYLOADS.map((p) => [p, allowed.includes(p)]);
}

/** Rows of [payload, flag on, expected] for every payload and both flag states. */
function byPayloadAndFlag(allowed: readonly Payload[]): [Payload, boolean, boolean][] {
  return PAYLOADS.flatMap((p) => [true, false].map((flag): [Payload, boolean, boolean] => [p, flag, flag && allowed.includes(p)]));
}

/** Rows of [active role, expected] for every role type. */
function byType(allowed: readonly RoleType[]): [RoleType, boolean][] {
  return TYPES.map((type) => [type, allowed.includes(type)]);
}

describe('spec 2 §6: the capability table', () => {
  test.each(byPayloadAndFlag(['global', 'sl3', 'sl4']))(
    'add premises to a customer: %s, flag CustomerDetailAddPremises %s -> %s',
    (payload, flag, expected) => {
      expect(canAddPremisesToCustomer(as(payload, flag ? ['CustomerDetailAddPremises'] : []))).toBe(expected);
    },
  );

  const deactivateRows = byPayloadAndFlag(['global', 'sl1', 'sl3', 'sl4']).flatMap(
    ([payload, flag, allowed]) =>
      [true, false].map((active): [Payload, boolean, boolean, boolean] => [payload, flag, active, allowed && active]),
  );
  test.each(deactivateRows)(
    'deactivate premises: %s, flag CustomerDetailDeactivate %s, relationship active %s -> %s',
    (payload, flag, active, expected) => {
      const ctx = as(payload, flag ? { CustomerDetailDeactivate: true } : { CustomerDetailDeactivate: false });
      expect(canDeactivatePremises(ctx, { relationshipActive: active })).toBe(expected);
    },
  );

  test.each(byPayload(['global', 'sl3', 'sl4']))('add customer: %s -> %s', (payload, expected) => {
    expect(canAddCustomer(as(payload))).toBe(expected);
  });

  const registered: CustomerInput = { portalRegistered: '2025-06-01', stateCode: 0, relationshipStateCode: 0 };
  const viewAsRows: [Payload, string, CustomerInput, boolean][] = [
    ...byPayload(['global', 'sl1']).map(([p, ok]): [Payload, string, CustomerInput, boolean] => [p, 'registered, both active', registered, ok]),
    ['global', 'not registered', { ...registered, portalRegistered: null }, false],
    ['global', 'customer inactive', { ...registered, stateCode: 1 }, false],
    ['global', 'relationship inactive', { ...registered, relationshipStateCode: 1 }, false],
    ['sl1', 'not registered', { ...registered, portalRegistered: null }, false],
    ['sl1', 'customer inactive', { ...registered, stateCode: 1 }, false],
    ['sl1', 'relationship inactive', { ...registered, relationshipStateCode: 1 }, false],
    ['sl1', 'both inactive', { ...registered, stateCode: 1, relationshipStateCode: 1 }, false],
  ];
  test.each(viewAsRows)('view as customer: %s, customer %s -> %s', (payload, _case, customer, expected) => {
    expect(canViewAsCustomer(as(payload), customer)).toBe(expected);
  });

  const resetRows: [Payload, string | null, string | null, string][] = [
    ...PAYLOADS.map((p): [Payload, string | null, string | null, string] => [p, '1', '2025-06-01', p === 'global' ? 'enabled' : 'hidden']),
    ['global', '1', null, 'disabled'],
    ['global', null, '2025-06-01', 'hidden'],
    ['global', '0', '2025-06-01', 'hidden'],
    ['global', 'true', '2025-06-01', 'hidden'],
    ['sl1', '1', null, 'hidden'],
  ];
  test.each(resetRows)('reset password: %s, support=%s, registered %s -> %s', (payload, support, date, expected) => {
    expect(staffPasswordReset(as(payload), support, { portalRegistered: date })).toBe(expected);
  });

  test.each(byPayload(['global', 'sl1']))('reports tab: %s -> %s', (payload, expected) => {
    expect(canSeeReportsTab(as(payload))).toBe(expected);
  });

  test.each(byType(['admin']))('customers tab: acting as %s -> %s', (type, expected) => {
    expect(canSeeCustomersTab(acting(type))).toBe(expected);
  });

  test.each(byType(['customer']))('requests tab: acting as %s -> %s', (type, expected) => {
    expect(canSeeRequestsTab(acting(type))).toBe(expected);
  });

  test.each(byType(['customer']))('facility booking pages: acting as %s -> %s', (type, expected) => {
    expect(canBookFacilities(acting(type))).toBe(expected);
  });

  const facilitiesRows = TYPES.flatMap((type) =>
    [true, false].map((has): [RoleType, boolean, boolean] => [type, has, type === 'customer' && has]),
  );
  test.each(facilitiesRows)('book-facilities tab: acting as %s, hasFacilitiesBooking %s -> %s', (type, has, expected) => {
    expect(canSeeBookFacilitiesTab(acting(type), { hasFacilitiesBooking: has })).toBe(expected);
  });

  test.each(byPayload(['global', 'sl1', 'sl3']))('add or edit page: %s -> %s', (payload, expected) => {
    expect(canEditPages(as(payload))).toBe(expected);
  });

  test.each(byType(['admin']))('development image change: acting as %s -> %s', (type, expected) => {
    expect(canChangeDevelopmentImage(acting(type))).toBe(expected);
  });

  test.each(byType(['admin']))('admin area: acting as %s -> %s', (type, expected) => {
    expect(canAccessAdminArea(acting(type))).toBe(expected);
  });

  test.each(byType(['admin']))('changelog: acting as %s -> %s', (type, expected) => {
    expect(canAccessChangelog(acting(type))).toBe(expected);
  });

  test.each(byType(['admin']))('customer groups: acting as %s -> %s', (type, expected) => {
    expect(canManageCustomerGroups(acting(type))).toBe(expected);
  });

  const faqRows: [FaqVisibility, RoleType | null, boolean][] = [
    ['both', 'customer', true],
    ['both', 'client', true],
    ['both', 'admin', true],
    ['customer', 'customer', true],
    ['customer', 'client', false],
    ['client', 'client', true],
    ['client', 'customer', false],
    ['admin', 'customer', false],
    ['customer', null, false],
  ];
  test.each(faqRows)('FAQ entry visible to %s, active role %s -> %s', (visibility, active, expected) => {
    expect(isFaqVisible(visibility, active)).toBe(expected);
  });

  test.each([
    ['client', 'client'],
    ['customer', 'customer'],
  ] as const)('requests are raised as the active role: %s -> %s', (type, expected) => {
    expect(sendingRequestAs(acting(type))).toBe(expected);
  });

  test.each(byPayload(['global', 'sl3', 'sl4']))('spec 2 §4: slots beyond lead time and horizon: %s -> %s', (payload, expected) => {
    expect(canSeeSlotsBeyondRules(as(payload))).toBe(expected);
  });

  test('a user with several types gets the tabs of the role they act as', () => {
    const role: RoleInput = { types: ['admin', 'customer'], payloads: ['sl1', 'owner'] };
    const development = { hasFacilitiesBooking: true };
    expect(developmentTabs({ role, activeRole: 'admin' }, development)).toEqual(['news', 'customers', 'reports']);
    expect(developmentTabs({ role, activeRole: 'customer' }, development)).toEqual([
      'news',
      'requests',
      'reports',
      'book-facilities',
    ]);
    expect(developmentTabs(as('owner'), { hasFacilitiesBooking: false })).toEqual(['news', 'requests']);
  });
});

describe('spec 1 §6: roles and access', () => {
  test.each([
    [['admin', 'customer'], 'customer', 'customer'],
    [['admin', 'customer'], 'admin', 'admin'],
    [['admin', 'customer'], 'client', 'admin'],
    [['customer'], null, 'customer'],
    [['client'], undefined, 'client'],
    [[], 'customer', null],
  ] as const)('active role from types %j and stored %s -> %s', (types, stored, expected) => {
    expect(resolveActiveRole({ types, payloads: [] }, stored)).toBe(expected);
  });

  test.each(byType(['client']))('client user (redirected to /client): acting as %s -> %s', (type, expected) => {
    expect(isClientUser(acting(type))).toBe(expected);
  });

  const clientPortalRows: [string, PermissionContext, boolean][] = [
    ['client user', as('client_portal_access'), true],
    ['sl1 with the flag', as('sl1', ['ClientPortalForPropertyManagers']), true],
    ['sl1 without the flag', as('sl1'), false],
    ['sl1 with the flag off', as('sl1', { ClientPortalForPropertyManagers: false }), false],
    ['global with the flag', as('global', ['ClientPortalForPropertyManagers']), false],
    ['sl3 with the flag', as('sl3', ['ClientPortalForPropertyManagers']), false],
    ['owner with the flag', as('owner', ['ClientPortalForPropertyManagers']), false],
  ];
  test.each(clientPortalRows)('client portal: %s -> %s', (_case, ctx, expected) => {
    expect(canAccessClientPortal(ctx)).toBe(expected);
  });

  const director: RoleInput = { types: ['customer', 'client'], payloads: ['client_portal_access'] };
  const clientPortalWidgetRows: [string, PermissionContext, boolean][] = [
    ['customer and client, acting as the customer', { role: director, activeRole: 'customer' }, true],
    ['customer and client, acting as the client (on the portal itself)', { role: director, activeRole: 'client' }, false],
    ['customer and client, viewed as by an admin', { role: director, activeRole: 'customer', viewAs: { adminRole: { types: ['admin'], payloads: ['global'] } } }, false],
    ['owner', as('owner', ['ClientPortalForPropertyManagers']), false],
    ['subtenant', as('subtenant'), false],
    ['sl1 with the flag (a header link instead)', as('sl1', ['ClientPortalForPropertyManagers']), false],
    ['global', as('global'), false],
  ];
  test.each(clientPortalWidgetRows)('client-portal widget: %s -> %s', (_case, ctx, expected) => {
    expect(showClientPortalWidget(ctx)).toBe(expected);
  });

  test('client-portal widget names the developments with a client portal where the user is the client', () => {
    const developments = [
      { id: 'portal-client', userRole: 'client_portal_access', hasClientPortal: true },
      { id: 'no-portal-client', userRole: 'client_portal_access', hasClientPortal: false },
      { id: 'portal-owner', userRole: 'owner', hasClientPortal: true },
      { id: 'unknown', userRole: 'client_portal_access' },
    ];
    expect(clientPortalDevelopments(developments).map((development) => development.id)).toEqual(['portal-client']);
  });

  test.each(byPayload(['owner']))('premises pages and widget: %s -> %s', (payload, expected) => {
    expect(canAccessPremises(as(payload))).toBe(expected);
  });

  test('premises count only owner developments and leave hidden premises out', () => {
    const developments = [
      { id: 'rw', name: 'Riverside Wharf', userRole: 'owner', premises: [{ id: 'f1' }, { id: 'f2' }, { id: 'f3', hidden: true }] },
      { id: 'ec', name: 'Elm Court', userRole: 'owner', premises: [{ id: 'a12', hidden: false }] },
      { id: 'hl', name: 'Harbour Lofts', userRole: 'subtenant', premises: [{ id: 'l7' }] },
      { id: 'ah', name: 'All hidden', userRole: 'owner', premises: [{ id: 'h', hidden: true }] },
      { id: 'nr', name: 'No role', premises: [{ id: 'x' }] },
      { id: 'np', name: 'No premises', userRole: 'owner' },
    ];
    expect(countOwnerPremises(developments)).toBe(3);
    const listed = ownerDevelopments(developments);
    expect(listed.map((d) => d.name)).toEqual(['Riverside Wharf', 'Elm Court']);
    expect(listed[0]?.premises.map((p) => p.id)).toEqual(['f1', 'f2']);
    expect(developments[0]?.premises).toHaveLength(3); // the input is not changed
    expect(countOwnerPremises([])).toBe(0);
  });

  const viewingAs = (admin: Payload): PermissionContext => ({
    ...as('owner'),
    viewAs: { adminRole: { types: ['admin'], payloads: [admin] } },
  });
  const restrict = { RestrictChargesToGlobalAndSl1: true };
  const chargesRows: [string, PermissionContext, boolean][] = [
    ...PAYLOADS.map((p): [string, PermissionContext, boolean] => [`${p}, no restriction`, as(p), true]),
    ...PAYLOADS.map((p): [string, PermissionContext, boolean] => [
      `${p}, RestrictChargesToGlobalAndSl1 on`,
      as(p, restrict),
      p === 'global' || p === 'sl1',
    ]),
    ['owner, RestrictChargesToGlobalAndSl1 off', as('owner', { RestrictChargesToGlobalAndSl1: false }), true],
    ...(['global', 'sl1', 'sl3', 'sl4'] as const).flatMap((admin): [string, PermissionContext, boolean][] => [
      [`an ${admin} admin viewing as a customer`, viewingAs(admin), admin === 'global' || admin === 'sl1'],
      [
        `an ${admin} admin viewing as a customer, flag on`,
        { ...viewingAs(admin), flags: restrict },
        admin === 'global' || admin === 'sl1',
      ],
    ]),
  ];
  test.each(chargesRows)('charges pages for %s -> %s', (_case, ctx, expected) => {
    expect(canAccessCharges(ctx)).toBe(expected);
  });

  const widgetRows: [string, PermissionContext, boolean][] = [
    ['an owner', as('owner'), true],
    ['a subtenant (not owner)', as('subtenant'), false],
    ['a client', as('client_portal_access'), false],
    ['an owner, RestrictChargesToGlobalAndSl1 on', as('owner', { RestrictChargesToGlobalAndSl1: true }), false],
    ...(['global', 'sl1', 'sl3', 'sl4'] as const).map((admin): [string, PermissionContext, boolean] => [
      `an ${admin} admin viewing as an owner`,
      viewingAs(admin),
      admin === 'global' || admin === 'sl1',
    ]),
  ];
  test.each(widgetRows)('charges widget for %s -> %s', (_case, ctx, expected) => {
    expect(showChargesWidget(ctx)).toBe(expected);
  });

  const paperlessRows = PAYLOADS.flatMap((p) =>
    [true, false].flatMap((show) =>
      [true, false].map((dismissed): [Payload, boolean, boolean, boolean] => [p, show, dismissed, p === 'owner' && show && !dismissed]),
    ),
  );
  test.each(paperlessRows)('paperless dialog: %s, preference show %s, dismissed %s -> %s', (p, show, dismissed, expected) => {
    expect(showPaperlessDialog(as(p), { showPaperlessDialog: show, dismissed })).toBe(expected);
  });

  const open = { signedIn: true, enabled: true, dismissed: false, answered: false };
  const feedbackRows: [string, RoleType, typeof open, boolean][] = [
    ...TYPES.map((type): [string, RoleType, typeof open, boolean] => ['signed in, enabled', type, open, type === 'customer']),
    ['signed out', 'customer', { ...open, signedIn: false }, false],
    ['disabled', 'customer', { ...open, enabled: false }, false],
    ['dismissed', 'customer', { ...open, dismissed: true }, false],
    ['answered', 'customer', { ...open, answered: true }, false],
  ];
  test.each(feedbackRows)('feedback tab: %s, acting as %s -> %s', (_case, type, state, expected) => {
    expect(showFeedbackTab(acting(type), state)).toBe(expected);
  });

  test('an admin viewing as a customer gets neither the paperless dialog nor the feedback tab: the answers are the customer\'s', () => {
    const viewAs = { adminRole: { types: ['admin'] as RoleType[], payloads: ['global'] as Payload[] } };
    expect(showPaperlessDialog({ ...as('owner'), viewAs }, { showPaperlessDialog: true, dismissed: false })).toBe(false);
    expect(showFeedbackTab({ ...acting('customer'), viewAs }, open)).toBe(false);
  });

  test.each([
    ['owner', true],
    ['subtenant', false],
    ['client_portal_access', false],
    ['sl3', true],
    [['owner', 'subtenant'], false],
    [[], true],
  ] as [RolePayload | RolePayload[], boolean][])('sign-up asks for the tenant reference for %j -> %s', (payloads, expected) => {
    expect(needsTenantReference(payloads)).toBe(expected);
  });
});

describe('feature flags', () => {
  test.each([
    [['A', 'B'], 'A', true],
    [['A'], 'B', false],
    [{ A: true }, 'A', true],
    [{ A: false }, 'A', false],
    [{}, 'A', false],
    [undefined, 'A', false],
  ] as [FlagSet | undefined, string, boolean][])('flags %j have %s -> %s', (flags, name, expected) => {
    expect(hasFlag(flags, name)).toBe(expected);
  });
});
