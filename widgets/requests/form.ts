import { validate, type Struct } from 'superstruct';
import { t } from '../../core/i18n';
import type { Development } from '../../core/schemas/developments';
import { ticketMessage, ticketSubject, type TicketCategory, type TicketCreate, type TicketOwnerType } from '../../core/schemas/tickets';
import type { RolePayload } from '../../core/schemas/user';
import { registerReset } from '../../core/session/state';
import { sharedTextMessage } from '../../core/forms/text-messages';
import { describeFailure } from '../../core/schemas/errors';

/**
 * What the raise-request form holds as typed (files apart: they cannot be kept in a draft).
 * @example const values: RaiseValues = { ...EMPTY_RAISE_VALUES, title: 'Leak' };
 */
export interface RaiseValues {
  developmentId: string;
  premisesId: string;
  categoryId: string;
  ownerTypeCode: string;
  title: string;
  description: string;
}

/**
 * A form nobody has typed into.
 * @example setValues(EMPTY_RAISE_VALUES);
 */
export const EMPTY_RAISE_VALUES: RaiseValues = { developmentId: '', premisesId: '', categoryId: '', ownerTypeCode: '', title: '', description: '' };

/**
 * Who raises: customers as customer, client organisations as client.
 * @example const raiser: Raiser = 'client';
 */
export type Raiser = 'customer' | 'client';

/** The role payloads a development lists for each kind of raiser. */
const PAYLOADS: Record<Raiser, readonly RolePayload[]> = { customer: ['owner', 'subtenant'], client: ['client_portal_access'] };

/**
 * The developments a user may raise a request in as `raiser`: those where their role there is of
 * that kind (a customer's own developments, a client organisation's).
 * @example raisableDevelopments(developments, 'customer').map((development) => development.name)
 */
export function raisableDevelopments(developments: readonly Development[], raiser: Raiser): Development[] {
  return developments.filter((development) => PAYLOADS[raiser].includes(development.userRole));
}

/**
 * The premises a customer may choose in `development`: hidden premises are left out.
 * @example visiblePremises(riverside).map((premises) => premises.name) // ['Flat 1', 'Flat 2']
 */
export function visiblePremises(development: Development | undefined): Development['premises'] {
  return development?.premises.filter((premises) => !premises.hidden) ?? [];
}

/**
 * What the form knows besides the values: who raises and whether the chosen development has
 * site staff (then the audience is asked for and required).
 * @example const context: RaiseContext = { raiser: 'customer', hasSiteStaff: true };
 */
export interface RaiseContext {
  raiser: Raiser;
  hasSiteStaff: boolean;
}

/**
 * The fields the form shows for `context`, in page order (the error summary's order).
 * @example raiseFields({ raiser: 'client', hasSiteStaff: false }) // ['developmentId', 'title', 'description']
 */
export function raiseFields(context: RaiseContext): (keyof RaiseValues)[] {
  if (context.raiser === 'client') return ['developmentId', 'title', 'description'];
  return ['developmentId', 'premisesId', 'title', 'description', 'categoryId', ...(context.hasSiteStaff ? (['ownerTypeCode'] as const) : [])];
}

/** A text's message for the first rule of `struct` it fails (core/schemas: the API's own rule). */
function textError(value: string, struct: Struct<string, null>, requiredId: string): string | undefined {
  const [failure] = validate(value, struct);
  if (!failure) return undefined;
  const { code, params } = describeFailure(failure);
  return sharedTextMessage(code, params) ?? t(requiredId);
}

/**
 * The rules: development required; premises and category required for customers; the audience
 * only when the development has site staff; subject required, at most 150; message required, at
 * most 500. The limits are core/schemas' `ticketSubject` and `ticketMessage`, which the API
 * checks too. Answers each failing field's message.
 * @example checkRaise({ ...EMPTY_RAISE_VALUES, title: 'Leak' }, { raiser: 'client', hasSiteStaff: false }) // { developmentId: 'Choose a development…', description: 'Enter a message' }
 */
export function checkRaise(values: RaiseValues, context: RaiseContext): Partial<Record<keyof RaiseValues, string>> {
  const errors: Partial<Record<keyof RaiseValues, string>> = {};
  const fields = raiseFields(context);
  for (const field of fields) {
    let error: string | undefined;
    if (field === 'title') error = textError(values.title, ticketSubject, 'requests.validation.subject');
    else if (field === 'description') error = textError(values.description, ticketMessage, 'requests.validation.message');
    else if (values[field] === '') {
      error = t(
        { developmentId: 'requests.validation.development', premisesId: 'requests.validation.premises', categoryId: 'requests.validation.category', ownerTypeCode: 'requests.validation.audience' }[field],
      );
    }
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/**
 * The `POST /tickets` body for valid `values`: a customer's with premises,
 * category and (with site staff) audience; a client's in the category with slug `request`,
 * addressed to the owner type with slug `property_manager`.
 * @example raiseBody(values, { raiser: 'client', hasSiteStaff: false }, categories, ownerTypes)
 */
export function raiseBody(values: RaiseValues, context: RaiseContext, categories: readonly TicketCategory[], ownerTypes: readonly TicketOwnerType[]): TicketCreate {
  const common = { developmentId: values.developmentId, title: values.title.trim(), description: values.description.trim() };
  if (context.raiser === 'client') {
    const categoryId = categories.find((category) => category.slug === 'request')?.id;
    const ownerTypeCode = ownerTypes.find((ownerType) => ownerType.slug === 'property_manager')?.code;
    return { ...common, sendingRequestAs: 'client', ...(categoryId ? { categoryId } : {}), ...(ownerTypeCode ? { ownerTypeCode } : {}) };
  }
  return {
    ...common,
    sendingRequestAs: 'customer',
    premisesId: values.premisesId,
    categoryId: values.categoryId,
    ...(context.hasSiteStaff ? { ownerTypeCode: values.ownerTypeCode } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The draft: what was typed survives a reload of the page (not the files), per user, per tab.
// ---------------------------------------------------------------------------------------------

const DRAFT_PREFIX = 'portico.requests.draft.';

/**
 * The session storage key of `userId`'s draft.
 * @example draftKey('usr-olivia-owner') // 'portico.requests.draft.usr-olivia-owner'
 */
export function draftKey(userId: string): string {
  return DRAFT_PREFIX + userId;
}

let resetRegistered = false;

/** Sign-out forgets every draft of the tab (sign-out resets all state), registered on first use. */
function forgetDraftsOnSignOut(): void {
  if (resetRegistered) return;
  resetRegistered = true;
  registerReset(() => {
    try {
      for (const key of Object.keys(sessionStorage)) if (key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
    } catch {
      // Storage refused (a privacy mode): there is no draft to forget.
    }
  });
}

/**
 * The user's saved draft, or null; anything unreadable is ignored.
 * @example const draft = loadDraft(user.id) ?? EMPTY_RAISE_VALUES;
 */
export function loadDraft(userId: string): RaiseValues | null {
  forgetDraftsOnSignOut();
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(draftKey(userId)) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const values = { ...EMPTY_RAISE_VALUES };
    for (const field of Object.keys(values) as (keyof RaiseValues)[]) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string') values[field] = value;
    }
    return values;
  } catch {
    return null;
  }
}

/**
 * Saves what the user typed, as they type (session storage: this tab only, gone with it).
 * @example saveDraft(user.id, values);
 */
export function saveDraft(userId: string, values: RaiseValues): void {
  forgetDraftsOnSignOut();
  try {
    sessionStorage.setItem(draftKey(userId), JSON.stringify(values));
  } catch {
    // Storage full or refused: the form still works, only the draft is not kept.
  }
}

/**
 * Forgets the user's draft (the request was raised).
 * @example clearDraft(user.id);
 */
export function clearDraft(userId: string): void {
  try {
    sessionStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing stored.
  }
}
