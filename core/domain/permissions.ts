// Who may do what: spec 1 §6 and the table of spec 2 §6, as pure functions of the user's role,
// the active role, feature flags and the record involved. Nothing here reads a store; the shell
// and the widgets pass what they hold, so every rule is testable as a table.
//
// The input types are structural on purpose: the schemas in core/schemas describe the same
// records, and any object of that shape fits here; only the role enumerations are shared.

// Role types and payloads are the schemas' own (a type-only import: no runtime dependency).
import type { RoleType, RolePayload } from '../schemas';

export type { RoleType, RolePayload };

/** The part of a user's role the rules read. */
export interface RoleInput {
  readonly types: readonly RoleType[];
  readonly payloads: readonly RolePayload[];
}

/**
 * Feature flags from the configuration: either a name-to-boolean map or a list of the names
 * that are on. Both shapes are accepted so the rules do not depend on how config stores them.
 */
export type FlagSet = Readonly<Record<string, boolean | undefined>> | readonly string[];

/**
 * The feature flags the rules read, named as in the configuration's `FeatureFlags`
 * (core/schemas); the spec names the last three, the first two are the schema's names for
 * flags the spec describes without naming.
 */
export const FEATURE_FLAGS = {
  clientPortal: 'ClientPortalForPropertyManagers',
  restrictCharges: 'RestrictChargesToGlobalAndSl1',
  customerDetailAddPremises: 'CustomerDetailAddPremises',
  customerDetailDeactivate: 'CustomerDetailDeactivate',
  showResendMfaCodeButton: 'ShowResendMfaCodeButton',
} as const;

/** Everything a rule may need about the person using the portal. */
export interface PermissionContext {
  /** The signed-in user's role; while an admin views as a customer, the customer's role. */
  readonly role: RoleInput;
  /** The role type the user acts as now (see `resolveActiveRole`); null before a user loads. */
  readonly activeRole: RoleType | null;
  readonly flags?: FlagSet;
  /** Set while an admin views the portal as a customer: the admin's own role. */
  readonly viewAs?: { readonly adminRole: RoleInput } | null;
}

/** A development as the rules see it. */
export interface DevelopmentInput {
  readonly id: string;
  /** The user's role in this development, e.g. `owner` or `subtenant`. */
  readonly userRole?: string | null;
  readonly hasFacilitiesBooking?: boolean;
  readonly hasClientPortal?: boolean;
  readonly premises?: readonly PremisesInput[];
}

/** A premises as the rules see it. */
export interface PremisesInput {
  readonly id: string;
  readonly hidden?: boolean | null;
}

/** The premises type of a development type. */
type PremisesOf<D extends DevelopmentInput> = NonNullable<D['premises']>[number];

/** A customer relationship as the rules see it (0 is active for both states). */
export interface CustomerInput {
  /** The date the customer registered in the portal, or null when they never did. */
  readonly portalRegistered: string | null;
  readonly stateCode: number;
  readonly relationshipStateCode: number;
}

/** One of a customer's premises, as the deactivate action sees it. */
export interface CustomerPremisesInput {
  readonly relationshipActive: boolean;
}

/** A FAQ entry's visibility: `both` or a role type. */
export type FaqVisibility = 'both' | RoleType;

/** Development detail tabs, articles aside. */
export type DevelopmentTab = 'news' | 'requests' | 'customers' | 'reports' | 'book-facilities';

/** Every staff level: the payloads of role type admin. */
export const STAFF_PAYLOADS: readonly RolePayload[] = ['global', 'sl1', 'sl3', 'sl4'];

/**
 * Whether the role holds any of `payloads`.
 * @example hasPayload({ types: ['admin'], payloads: ['sl1'] }, 'global', 'sl1') // true
 */
export function hasPayload(role: RoleInput, ...payloads: readonly RolePayload[]): boolean {
  return payloads.some((payload) => role.payloads.includes(payload));
}

/**
 * Whether feature flag `name` is on.
 * @example hasFlag(['CustomerDetailAddPremises'], 'CustomerDetailAddPremises') // true
 */
export function hasFlag(flags: FlagSet | undefined, name: string): boolean {
  if (!flags) return false;
  if (isFlagList(flags)) return flags.includes(name);
  return flags[name] === true;
}

function isFlagList(flags: FlagSet): flags is readonly string[] {
  return Array.isArray(flags);
}

/**
 * The role type the user acts as. The active role is chosen from the user's role
 * types and stored locally; a stored value the user no longer holds falls back to the first type.
 * @example resolveActiveRole({ types: ['admin', 'customer'], payloads: [] }, 'customer') // 'customer'
 */
export function resolveActiveRole(role: RoleInput, stored: string | null | undefined): RoleType | null {
  const held = role.types.find((type) => type === stored);
  return held ?? role.types[0] ?? null;
}

/**
 * Whether the user acts as a client organisation. Such a user is redirected from
 * non-client routes to /client.
 * @example isClientUser({ role, activeRole: 'client' }) // true
 */
export function isClientUser(ctx: PermissionContext): boolean {
  return ctx.activeRole === 'client';
}

/**
 * Whether the client portal at /client opens. Client users always reach it (they are sent
 * there); property managers need role sl1 plus the client-portal feature flag,
 * otherwise they are sent to /dashboard.
 * @example canAccessClientPortal({ role: { types: ['admin'], payloads: ['sl1'] }, activeRole: 'admin', flags: { ClientPortalForPropertyManagers: true } }) // true
 */
export function canAccessClientPortal(ctx: PermissionContext): boolean {
  return isClientUser(ctx) || (hasPayload(ctx.role, 'sl1') && hasFlag(ctx.flags, FEATURE_FLAGS.clientPortal));
}

/**
 * Whether the dashboard has room for the client-portal widget. Only when the type is
 * client, so for a user who holds the client type while acting as another (the dashboard is not
 * a client user's page); never while an admin views as a customer, who has no role to switch to.
 * @example showClientPortalWidget({ role: { types: ['customer', 'client'], payloads: [] }, activeRole: 'customer' }) // true
 */
export function showClientPortalWidget(ctx: PermissionContext): boolean {
  return !ctx.viewAs && ctx.activeRole !== 'client' && ctx.role.types.includes('client');
}

/**
 * The developments the dashboard's client-portal widget names. Those with a client
 * portal, among the ones where the user is the client (role client_portal_access).
 * @example clientPortalDevelopments(developments).map((d) => d.name) // ['Riverside Wharf']
 */
export function clientPortalDevelopments<D extends DevelopmentInput>(developments: readonly D[]): D[] {
  return developments.filter((development) => development.hasClientPortal === true && development.userRole === 'client_portal_access');
}

/**
 * Whether the admin area (/admin) and the changelog open. Role type admin only.
 * A user who holds several types acts as the active one, so the active role decides.
 * @example canAccessAdminArea({ role, activeRole: 'admin' }) // true
 */
export function canAccessAdminArea(ctx: PermissionContext): boolean {
  return ctx.activeRole === 'admin';
}

/**
 * Whether /changelog opens: the same rule as the admin area.
 * @example canAccessChangelog({ role, activeRole: 'customer' }) // false
 */
export function canAccessChangelog(ctx: PermissionContext): boolean {
  return canAccessAdminArea(ctx);
}

/**
 * The developments the premises pages list: only developments where the user
 * role is owner, and hidden premises are left out. A development left with no premises is
 * dropped, since it would be an empty heading in the list.
 * @example ownerDevelopments(user.developments).map((d) => d.name)
 */
export function ownerDevelopments<D extends DevelopmentInput>(
  developments: readonly D[],
): (Omit<D, 'premises'> & { premises: PremisesOf<D>[] })[] {
  const result: (Omit<D, 'premises'> & { premises: PremisesOf<D>[] })[] = [];
  for (const development of developments) {
    if (development.userRole !== 'owner') continue;
    const premises: PremisesOf<D>[] = (development.premises ?? []).filter((p) => !p.hidden);
    if (premises.length > 0) result.push({ ...development, premises });
  }
  return result;
}

/**
 * How many premises the premises widget counts (owner developments, hidden premises excluded).
 * @example countOwnerPremises(developments) // 3
 */
export function countOwnerPremises(developments: readonly DevelopmentInput[]): number {
  return ownerDevelopments(developments).reduce((sum, d) => sum + d.premises.length, 0);
}

/**
 * Whether the premises pages and the premises widget are available. Owner role only.
 * An owner whose premises are all hidden still gets the page, with its No premises found state.
 * @example canAccessPremises({ role: { types: ['customer'], payloads: ['owner'] }, activeRole: 'customer' }) // true
 */
export function canAccessPremises(ctx: PermissionContext): boolean {
  return hasPayload(ctx.role, 'owner');
}

/**
 * Whether the charges pages (/charges/{id} and its statement) open. Allowed unless a
 * restriction applies, then only for roles global or sl1. A restriction applies when the
 * configuration turns on RestrictChargesToGlobalAndSl1, and while an admin views the portal as
 * a customer (the condition under which the charges widget is hidden, so that the page
 * and the widget agree). Global or sl1 is then asked of the person at the keyboard: the viewing
 * admin, when there is one.
 * @example canAccessCharges({ role: customerRole, activeRole: 'customer', viewAs: { adminRole: { types: ['admin'], payloads: ['sl3'] } } }) // false
 */
export function canAccessCharges(ctx: PermissionContext): boolean {
  const restricted = Boolean(ctx.viewAs) || hasFlag(ctx.flags, FEATURE_FLAGS.restrictCharges);
  if (!restricted) return true;
  return hasPayload(ctx.viewAs?.adminRole ?? ctx.role, 'global', 'sl1');
}

/**
 * Whether the dashboard shows the charges widget. Only for the owner role,
 * when not viewing as a customer, or when the viewing admin is global or sl1.
 * It never links to charges pages that `canAccessCharges` would refuse.
 * @example showChargesWidget({ role: { types: ['customer'], payloads: ['owner'] }, activeRole: 'customer' }) // true
 */
export function showChargesWidget(ctx: PermissionContext): boolean {
  return hasPayload(ctx.role, 'owner') && canAccessCharges(ctx);
}

/**
 * Whether the paperless-billing dialog opens. Only owners whose preference says to
 * show it and who have not dismissed it (the dismissal is stored locally); never to an
 * admin viewing as the owner, since the answer is the owner's to give.
 * @example showPaperlessDialog(ctx, { showPaperlessDialog: true, dismissed: false }) // true for an owner
 */
export function showPaperlessDialog(
  ctx: PermissionContext,
  state: { readonly showPaperlessDialog: boolean; readonly dismissed: boolean },
): boolean {
  return !ctx.viewAs && hasPayload(ctx.role, 'owner') && state.showPaperlessDialog && !state.dismissed;
}

/**
 * Whether the feedback tab shows. Customer role only, for signed-in users, when
 * feedback is enabled, until it is dismissed or answered; never to an admin viewing as a customer
 * (the opinion is the customer's, and the API refuses it).
 * @example showFeedbackTab(ctx, { signedIn: true, enabled: true, dismissed: false, answered: false })
 */
export function showFeedbackTab(
  ctx: PermissionContext,
  state: {
    readonly signedIn: boolean;
    readonly enabled: boolean;
    readonly dismissed: boolean;
    readonly answered: boolean;
  },
): boolean {
  return !ctx.viewAs && ctx.activeRole === 'customer' && state.signedIn && state.enabled && !state.dismissed && !state.answered;
}

/** How the staff password-reset action appears. */
export type StaffPasswordReset = 'hidden' | 'disabled' | 'enabled';

/**
 * The staff action that resets another user's password. Role global
 * only, only when the page's query has support=1; disabled when the customer is not registered.
 * @example staffPasswordReset(adminCtx, new URLSearchParams(location.search).get('support'), customer) // 'enabled'
 */
export function staffPasswordReset(
  ctx: PermissionContext,
  supportParam: string | null | undefined,
  customer: Pick<CustomerInput, 'portalRegistered'>,
): StaffPasswordReset {
  if (!hasPayload(ctx.role, 'global') || supportParam !== '1') return 'hidden';
  return customer.portalRegistered ? 'enabled' : 'disabled';
}

/**
 * Whether sign-up step 2 asks for the tenant reference number. Roles
 * subtenant and client_portal_access skip it.
 * @example needsTenantReference('subtenant') // false
 */
export function needsTenantReference(payloads: RolePayload | readonly RolePayload[]): boolean {
  const list: readonly RolePayload[] = typeof payloads === 'string' ? [payloads] : payloads;
  return !list.some((payload) => payload === 'subtenant' || payload === 'client_portal_access');
}

/**
 * Add premises to a customer. Global, sl3, sl4, with flag CustomerDetailAddPremises.
 * @example canAddPremisesToCustomer({ role: { types: ['admin'], payloads: ['sl3'] }, activeRole: 'admin', flags: ['CustomerDetailAddPremises'] }) // true
 */
export function canAddPremisesToCustomer(ctx: PermissionContext): boolean {
  return hasPayload(ctx.role, 'global', 'sl3', 'sl4') && hasFlag(ctx.flags, FEATURE_FLAGS.customerDetailAddPremises);
}

/**
 * Deactivate one of a customer's premises. Global, sl1, sl3, sl4, with flag
 * CustomerDetailDeactivate, and only for an active relationship.
 * @example canDeactivatePremises(ctx, { relationshipActive: true })
 */
export function canDeactivatePremises(ctx: PermissionContext, premises: CustomerPremisesInput): boolean {
  return (
    hasPayload(ctx.role, 'global', 'sl1', 'sl3', 'sl4') &&
    hasFlag(ctx.flags, FEATURE_FLAGS.customerDetailDeactivate) &&
    premises.relationshipActive
  );
}

/**
 * Add a customer. Global, sl3, sl4.
 * @example canAddCustomer({ role: { types: ['admin'], payloads: ['sl1'] }, activeRole: 'admin' }) // false
 */
export function canAddCustomer(ctx: PermissionContext): boolean {
  return hasPayload(ctx.role, 'global', 'sl3', 'sl4');
}

/**
 * View the portal as a customer. Global or sl1; the customer is registered in the
 * portal and both the customer and the relationship are active (state 0).
 * @example canViewAsCustomer(adminCtx, { portalRegistered: '2025-01-02', stateCode: 0, relationshipStateCode: 0 })
 */
export function canViewAsCustomer(ctx: PermissionContext, customer: CustomerInput): boolean {
  return (
    hasPayload(ctx.role, 'global', 'sl1') &&
    Boolean(customer.portalRegistered) &&
    customer.stateCode === 0 &&
    customer.relationshipStateCode === 0
  );
}

/**
 * How the View as customer action appears: hidden for roles other than global and
 * sl1; for them enabled when `canViewAsCustomer` allows the customer, else disabled (with the
 * reason shown).
 * @example viewAsCustomerAction(adminCtx, { portalRegistered: null, stateCode: 0, relationshipStateCode: 0 }) // 'disabled'
 */
export function viewAsCustomerAction(ctx: PermissionContext, customer: CustomerInput): 'hidden' | 'disabled' | 'enabled' {
  if (!hasPayload(ctx.role, 'global', 'sl1')) return 'hidden';
  return canViewAsCustomer(ctx, customer) ? 'enabled' : 'disabled';
}

/**
 * The development's reports tab. Global, sl1.
 * @example canSeeReportsTab({ role: { types: ['admin'], payloads: ['global'] }, activeRole: 'admin' }) // true
 */
export function canSeeReportsTab(ctx: PermissionContext): boolean {
  return hasPayload(ctx.role, 'global', 'sl1');
}

/**
 * The development's customers tab. Admin.
 * @example canSeeCustomersTab({ role, activeRole: 'admin' }) // true
 */
export function canSeeCustomersTab(ctx: PermissionContext): boolean {
  return ctx.activeRole === 'admin';
}

/**
 * The development's requests tab. Customer.
 * @example canSeeRequestsTab({ role, activeRole: 'customer' }) // true
 */
export function canSeeRequestsTab(ctx: PermissionContext): boolean {
  return ctx.activeRole === 'customer';
}

/**
 * The development's book-facilities tab. A customer, in a development with
 * hasFacilitiesBooking.
 * @example canSeeBookFacilitiesTab({ role, activeRole: 'customer' }, { hasFacilitiesBooking: true }) // true
 */
export function canSeeBookFacilitiesTab(
  ctx: PermissionContext,
  development: Pick<DevelopmentInput, 'hasFacilitiesBooking'>,
): boolean {
  return canBookFacilities(ctx) && development.hasFacilitiesBooking === true;
}

/**
 * Whether the facility booking pages open: residents book for themselves (the
 * book-facilities tab is the customers'), and the API refuses a booking from staff, who see
 * bookings in their own area.
 * @example canBookFacilities({ role: { types: ['admin'], payloads: ['global'] }, activeRole: 'admin' }) // false
 */
export function canBookFacilities(ctx: PermissionContext): boolean {
  return ctx.activeRole === 'customer';
}

/**
 * The tabs of a development's detail, in display order; news is always there.
 * @example developmentTabs({ role, activeRole: 'customer' }, { hasFacilitiesBooking: true }) // ['news', 'requests', 'book-facilities']
 */
export function developmentTabs(
  ctx: PermissionContext,
  development: Pick<DevelopmentInput, 'hasFacilitiesBooking'>,
): DevelopmentTab[] {
  const tabs: DevelopmentTab[] = ['news'];
  if (canSeeRequestsTab(ctx)) tabs.push('requests');
  if (canSeeCustomersTab(ctx)) tabs.push('customers');
  if (canSeeReportsTab(ctx)) tabs.push('reports');
  if (canSeeBookFacilitiesTab(ctx, development)) tabs.push('book-facilities');
  return tabs;
}

/**
 * Add or edit a development page (article): sl1, sl3, global.
 * @example canEditPages({ role: { types: ['admin'], payloads: ['sl4'] }, activeRole: 'admin' }) // false
 */
export function canEditPages(ctx: PermissionContext): boolean {
  return hasPayload(ctx.role, 'global', 'sl1', 'sl3');
}

/**
 * Change a development's image. Admin type.
 * @example canChangeDevelopmentImage({ role, activeRole: 'admin' }) // true
 */
export function canChangeDevelopmentImage(ctx: PermissionContext): boolean {
  return ctx.activeRole === 'admin';
}

/**
 * Manage customer groups. Admins (implied).
 * @example canManageCustomerGroups({ role, activeRole: 'admin' }) // true
 */
export function canManageCustomerGroups(ctx: PermissionContext): boolean {
  return ctx.activeRole === 'admin';
}

/**
 * See facility slots that lead time or horizon would otherwise make unavailable.
 * Roles global, sl3, sl4.
 * @example canSeeSlotsBeyondRules({ role: { types: ['admin'], payloads: ['sl4'] }, activeRole: 'admin' }) // true
 */
export function canSeeSlotsBeyondRules(ctx: PermissionContext): boolean {
  return hasPayload(ctx.role, 'global', 'sl3', 'sl4');
}

/**
 * Whom a raised request is sent as. Clients raise requests as client, customers as
 * customer.
 * @example sendingRequestAs({ role, activeRole: 'client' }) // 'client'
 */
export function sendingRequestAs(ctx: PermissionContext): 'client' | 'customer' {
  return isClientUser(ctx) ? 'client' : 'customer';
}

/**
 * Whether a FAQ entry shows. When its visibility is both or the active role.
 * @example isFaqVisible('both', 'client') // true
 */
export function isFaqVisible(visibility: FaqVisibility, activeRole: RoleType | null): boolean {
  return visibility === 'both' || (activeRole !== null && visibility === activeRole);
}
