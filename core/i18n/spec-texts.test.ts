import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { activateCatalogue, t } from './index';
import { compileCatalogue } from './compile';
import en from './en.json';

const catalogue: Record<string, string> = en;

/**
 * Where each text the specifications quote word for word lives (spec 1 and spec 2, "§" is the
 * section). The texts keep the spec's own spelling ("An error occured", "Error Occurred",
 * "The premises was successfully added!"). Where the spec writes two variants in one
 * ("activated/deactivated", "loading (or updating)", "by development (and by facility)"), each
 * variant is its own row. Texts the catalogue words on its own (the in-breach notice, the 404
 * page, the how-to-pay instructions) are not here: the spec does not quote them.
 */
const QUOTED: ReadonlyArray<readonly [spec: string, id: string, text: string]> = [
  // spec 1 §2: screens
  ['1 §2 route table', 'shell.loadingUserContext', 'Loading user context'],
  ['1 §2 forgot password', 'forgotPassword.submit', 'Send email'],
  ['1 §2 sign-up', 'signup.step.invitationKey', 'Invitation Key'],
  ['1 §2 sign-up', 'signup.step.confirmIdentity', 'Confirm Identity'],
  ['1 §2 sign-up', 'signup.step.createProfile', 'Create Portal Profile'],
  ['1 §2 sign-up', 'common.continue', 'Continue'],
  ['1 §2 sign-up', 'common.back', 'Back'],
  ['1 §2 sign-up', 'signup.register', 'Register'],
  ['1 §2 sign-up', 'signup.identity.adminConfirmed', 'Admin account confirmed'],
  ['1 §2 cookie banner', 'shell.cookieBanner.rejectAll', 'Reject all'],
  ['1 §2 cookie banner', 'shell.cookieBanner.acceptAll', 'Accept all'],
  ['1 §2 cookie banner', 'common.close', 'Close'],
  ['1 §2 generic dialogs', 'dialog.success.defaultHeading', 'Success!'],
  ['1 §2 dashboard, 2 §2', 'requests.raise', 'Raise request'],
  ['1 §2 dashboard, 2 §2', 'news.viewAll', 'View all news'],
  ['1 §2 developments list', 'developments.empty.search', 'No developments found'],
  ['1 §2 developments list', 'developments.empty.none', "You don't have any developments"],
  ['1 §2 premises', 'premises.linkAnother', 'Link another premises'],
  ['1 §2 premises, 2 §8', 'common.empty.premises', 'No premises found'],
  ['1 §2 premises, 2 §8', 'common.empty.people', 'No people found'],
  // spec 1 §4, spec 2 §4: staff password reset
  ['1 §4, 2 §4', 'common.copy', 'Copy'],
  ['1 §4, 2 §4', 'common.copied', 'Copied!'],
  // spec 1 §5: validation
  ['1 §5 invitation key', 'validation.required', 'This field is required'],
  ['1 §5 identity, 2 §5', 'validation.emailsDontMatch.title', "Emails don't match"],
  [
    '1 §5 identity',
    'validation.emailsDontMatch.description',
    'Please make sure that you typed the email correctly in both fields and then try again.',
  ],
  ['1 §5 forgot password', 'validation.email', 'Enter a valid email address'],
  ['1 §5 MFA code', 'validation.mfaCode.required', 'Verification code is required'],
  ['1 §5 feedback', 'validation.maxLength', 'Maximum length {n} characters exceeded'],
  ['1 §5 statement range', 'statement.empty.noCharges', 'No charges found for the selected period'],
  ['1 §5 statement range', 'statement.empty.selectInterval', 'Please select a date interval'],
  // spec 1 §8: error catalogue
  ['1 §8 (full stop added, as its siblings in 2 §8 have)', 'errors.charges', 'Something went wrong while fetching the charges.'],
  ['1 §8, 2 §8', 'errors.developments', 'Something went wrong while fetching the developments.'],
  ['1 §8, 2 §8', 'errors.premises', 'Something went wrong while fetching the premises.'],
  ['1 §8, 2 §8', 'errors.tryAgainLater', 'Please try again in a little while.'],
  [
    '1 §8, 2 §8',
    'premises.correspondenceAddress.success',
    'A request has been raised for changing the correspondence address. It might take a couple of days for the new address to get registered. Go to My Requests to view your active request status.',
  ],
  ['1 §8, 2 §8', 'premises.contactPreferences.success', 'The contact preferences was successfully updated.'],
  ['1 §8, 2 §8', 'premises.mainResidence.success', 'Main residence status updated successfully.'],
  ['1 §8, 2 §8', 'dialog.error.defaultTitle', 'An error occured'],
  ['1 §8, 2 §8', 'dialog.error.defaultDescription', 'Our apologies. Something went wrong. Please try again in a little while.'],
  ['1 §8', 'errors.languageFile.type', 'Language file'],
  ['1 §8', 'errors.languageFile.description', "Couldn't load language file"],
  ['1 §8', 'errors.signup.invitationKeyUsed', 'Invitation key already used'],
  ['1 §8', 'errors.signup.existingUser', 'Signing up with existing user'],
  ['1 §8, 2 §8', 'errors.passwordChange.title', 'Incorrect current password'],
  ['1 §8, 2 §8', 'errors.passwordChange.description', 'The current password you entered is incorrect. Please try again.'],
  ['1 §8', 'session.logoutFailed', 'Unable to logout user.'],
  ['1 §8, 2 §8', 'ui.table.empty', 'No items found'],
  ['1 §8, 2 §8', 'common.empty.files', 'No files found'],
  // spec 1 §9: statement CSV columns (the statement table uses the same ids)
  ['1 §9 CSV', 'statement.column.transactionDate', 'Transaction Date'],
  ['1 §9 CSV', 'common.description', 'Description'],
  ['1 §9 CSV', 'statement.column.type', 'Type'],
  ['1 §9 CSV', 'statement.column.period', 'Period'],
  ['1 §9 CSV', 'statement.column.debit', 'Debit'],
  ['1 §9 CSV', 'common.credit', 'Credit'],
  ['1 §9 CSV', 'common.balance', 'Balance'],
  // spec 2 §2, §4, §5: screens and forms
  ['2 §2 facility bookings', 'facilities.upcoming.viewBooking', 'View booking'],
  ['2 §2 raise request', 'requests.raiseAnother', 'Raise another'],
  ['2 §2 FAQ', 'faq.noMatches', 'No matching questions found.'],
  ['2 §4 pages', 'pages.draft', '(draft)'],
  ['2 §5 page form', 'common.yes', 'Yes'],
  ['2 §5 page form', 'common.no', 'No'],
  // spec 2 §8: error catalogue
  ['2 §8 facilities', 'errors.errorOccurred', 'Error Occurred'],
  ['2 §8 facilities', 'errors.facility.create', 'Unable to create facility.'],
  ['2 §8 facilities', 'errors.facility.save', 'Unable to save facility.'],
  ['2 §8 facilities', 'errors.facility.delete', 'Unable to delete facility.'],
  ['2 §8 facilities', 'errors.facility.saveImage', 'Unable to save image for facility.'],
  ['2 §8 facilities', 'errors.facility.removeImage', 'Unable to remove image for facility.'],
  ['2 §8 facilities', 'errors.facility.updateImage', 'Unable to update image for facility.'],
  ['2 §8 bookings', 'errors.booking.create', 'Unable to create the booking.'],
  ['2 §8 bookings', 'errors.booking.changeState', 'Could not change the state of booking.'],
  ['2 §8 bookings', 'errors.booking.updateNote', 'The booking note could not be updated.'],
  ['2 §8 bookings', 'errors.booking.fetchByFacility', 'Could not fetch bookings per facility'],
  ['2 §8 bookings', 'errors.booking.fetchByDevelopment', 'Could not fetch bookings per development'],
  ['2 §8 bookings', 'errors.slots.load', 'Could not load slots for facility.'],
  ['2 §8 requests', 'errors.request.create', 'Could not create your request.'],
  ['2 §8 requests', 'errors.request.save', 'Could not save your request.'],
  ['2 §8 requests', 'errors.request.saveMessage', 'Could not save your message.'],
  ['2 §8 requests', 'errors.request.saveFile', 'Could not save your file.'],
  ['2 §8 developments', 'errors.locations', 'Could not load locations for development.'],
  ['2 §8 customers', 'errors.customer', 'Something went wrong while fetching the customer.'],
  ['2 §8 customers', 'errors.customers', 'Something went wrong while fetching the customers.'],
  ['2 §8 customer groups', 'errors.customerGroup.create', 'Could not create a new customer group.'],
  ['2 §8 customer groups', 'errors.customerGroup.addCustomers', 'Could not add customers to customer group.'],
  // spec 2 §8: "(used for removal)"; the spec's wording is kept.
  ['2 §8 customer groups', 'errors.customerGroup.removeCustomers', 'Could not add customers from customer group.'],
  ['2 §8 customer groups', 'errors.customerGroup.remove', 'Could not remove customer group.'],
  ['2 §8 customer groups', 'errors.customerGroup.addFacilities', 'Could not add facilities to customer group.'],
  ['2 §8 customer groups', 'errors.customerGroup.removeFacilities', 'Could not remove facilities from customer group.'],
  ['2 §8 customer groups', 'errors.customerGroup.fetchByDevelopment', 'Could not fetch customer groups by development.'],
  ['2 §8 customer groups', 'errors.customerGroup.fetchByFacility', 'Could not fetch customer groups by facility.'],
  [
    '2 §8 settings',
    'errors.facilitiesBookingSettings.load',
    'Our apologies. Something went wrong when loading settings for facilities booking. Please try again in a little while.',
  ],
  [
    '2 §8 settings',
    'errors.facilitiesBookingSettings.update',
    'Our apologies. Something went wrong when updating settings for facilities booking. Please try again in a little while.',
  ],
  ['2 §8 empty states', 'customers.empty', 'No customers found'],
  ['2 §8 success', 'customers.relationship.activated', 'The relationship was activated successfully.'],
  ['2 §8 success', 'customers.relationship.deactivated', 'The relationship was deactivated successfully.'],
  ['2 §8 snackbars', 'customers.add.success', 'The customer was successfully added!'],
  ['2 §8 snackbars', 'customers.addPremises.success', 'The premises was successfully added!'],
  ['2 §8 settings', 'settings.saved', 'Your settings have been saved'],
  ['2 §8 settings', 'settings.passwordChanged', 'Your password was successfully changed.'],
  ['2 §8 settings', 'settings.profilePictureRemoved', 'Your profile picture was successfully removed.'],
  ['2 §8 settings', 'settings.mfa.enabled', 'Multi-factor authentication is now enabled.'],
  ['2 §8 settings', 'settings.mfa.disabled', 'Multi-factor authentication is now disabled.'],
];

/**
 * Texts the specifications name in lower case or as an identifier (field names, options, column
 * names, states); the catalogue holds the same words in sentence case.
 */
const NAMED: ReadonlyArray<readonly [spec: string, id: string, text: string]> = [
  ['1 §2 sign-up profile, 2 §2 add customer', 'common.nameTitle', 'Title'],
  ['1 §2 sign-up profile, 2 §2 add customer', 'common.firstName', 'First name'],
  ['1 §2 sign-up profile, 2 §2 add customer', 'common.lastName', 'Last name'],
  ['1 §2 sign-up profile', 'common.mainNumber', 'Main number'],
  ['1 §2 sign-up profile', 'common.mobileNumber', 'Mobile number'],
  ['1 §2 sign-up profile', 'common.password', 'Password'],
  ['1 §2 sign-up profile', 'common.newsPreferences.urgentNewsText', 'Urgent news by text'],
  ['1 §2 sign-up profile', 'common.newsPreferences.urgentNewsEmail', 'Urgent news by email'],
  ['1 §2 sign-up profile', 'common.newsPreferences.importantNewsEmail', 'Important news by email'],
  ['1 §2 sign-up profile', 'common.newsPreferences.standardNewsEmail', 'Standard news by email'],
  ['1 §2 sign-up profile', 'common.newsPreferences.smsNumber', 'SMS number'],
  ['1 §2 sign-up profile', 'common.profilePicture.label', 'Profile picture'],
  ['1 §2 sign-up profile', 'signup.profile.cookiePreferences', 'Cookie preferences'],
  ['1 §2 feedback dialog', 'shell.feedback.rating.1', 'Very unhappy'],
  ['1 §2 feedback dialog', 'shell.feedback.rating.5', 'Very happy'],
  ['1 §2 premises', 'common.myCharges', 'My charges'],
  ['1 §2 premises', 'premises.people.title', 'My people'],
  ['1 §2 premises', 'premises.documentDelivery.title', 'Document delivery preferences'],
  ['1 §2 premises', 'premises.residentStatus.title', 'Resident status'],
  ['1 §2 premises', 'premises.correspondenceAddress.title', 'Correspondence address'],
  ['1 §2 premises', 'premises.legalOwnerAddress.title', 'Legal owner address'],
  ['1 §2 premises', 'premises.mainResidence.title', 'Main residence'],
  ['1 §2 dashboard', 'dashboard.developments.title', 'My developments'],
  ['1 §2 charges', 'charges.consolidatedBalance', 'Consolidated balance'],
  ['1 §2 charges', 'charges.legalOwner', 'Legal owner'],
  ['1 §2 charges', 'charges.totalBalance', 'Total balance'],
  ['1 §2 charges', 'common.accountNumber', 'Account number'],
  ['1 §2 charges', 'common.paymentMethod', 'Payment method'],
  ['1 §2 statement filter', 'statement.filter.allTransactions', 'All transactions'],
  ['1 §2 statement filter', 'statement.filter.lastMonth', 'Last month'],
  ['1 §2 statement filter', 'statement.filter.lastYear', 'Last year'],
  ['1 §2 statement filter', 'statement.filter.custom', 'Custom'],
  ['1 §2 statement', 'statement.importantNotes', 'Important notes'],
  ['1 §2 how-to-pay', 'statement.howToPay.sortCode', 'Sort code'],
  ['1 §2 how-to-pay', 'statement.howToPay.iban', 'IBAN'],
  ['1 §2 how-to-pay', 'statement.howToPay.swiftCode', 'Swift code'],
  ['1 §2 how-to-pay', 'statement.howToPay.reference', 'Reference'],
  ['1 §2 how-to-pay', 'statement.howToPay.directDebit.title', 'Direct debit'],
  ['1 §4 balance label', 'common.balance', 'Balance'],
  ['1 §4 balance label', 'common.credit', 'Credit'],
  ['1 §4 statement', 'statement.balanceBroughtForward', 'Balance brought forward'],
  ['2 §2 raise request', 'common.development', 'Development'],
  ['2 §2 raise request, add customer', 'common.premises', 'Premises'],
  ['2 §2 raise request', 'requests.form.subject', 'Subject'],
  ['2 §2 raise request', 'requests.form.message', 'Message'],
  ['2 §2 raise request', 'common.attachments', 'Attachments'],
  ['2 §2 raise request, news filter', 'common.category', 'Category'],
  ['2 §2 add customer', 'common.relationship', 'Relationship'],
  ['2 §2 development tabs', 'developments.tabs.reports', 'Reports'],
  ['2 §2 development tabs', 'customers.title', 'Customers'],
  ['2 §2 facility bookings', 'facilities.upcoming.title', 'Upcoming bookings'],
  ['2 §2 facility management', 'facilities.manage.images.main', 'Main image'],
  ['2 §2 facility management', 'facilities.manage.users', 'Users allowed'],
  ['2 §3 news categories', 'common.priority.standard', 'Standard'],
  ['2 §3 news categories', 'common.priority.urgent', 'Urgent'],
  ['2 §3 news categories', 'common.priority.important', 'Important'],
  ['2 §3 facility', 'facilities.manage.slotType.flexible', 'Flexible'],
  ['2 §3 facility', 'facilities.manage.slotType.fixed', 'Fixed'],
  ['2 §3 facility', 'facilities.manage.leadTime', 'Lead time'],
  ['2 §3 slot', 'facilities.slot.available', 'Available'],
  ['2 §4 bookings', 'facilities.booking.state.cancelled', 'Cancelled'],
  ['2 §4 bookings', 'facilities.booking.state.cancelledByStaff', 'Cancelled by staff'],
  ['2 §4 notifications', 'notifications.markAsRead', 'Mark as read'],
  ['2 §4 notifications', 'notifications.markAllAsRead', 'Mark all as read'],
  ['2 §5 page form', 'pages.published', 'Published'],
  ['2 §6 capabilities', 'customers.resetPassword.button', 'Reset password'],
  ['2 §6 capabilities', 'viewAs.start', 'View as customer'],
  ['2 §6 capabilities', 'customers.addPremises.title', 'Add premises'],
  ['2 §6 capabilities', 'customers.add.title', 'Add customer'],
];

/**
 * Ids that may hold the same English text, because the two texts play different roles a
 * translation may word differently. A text used twice in the same role belongs in one id in
 * `common.*` instead.
 */
const SAME_TEXT_ALLOWED: ReadonlyArray<ReadonlyArray<string>> = [
  // The dialog primitive's own close label, kept apart so a host can rename one without the other.
  ['common.close', 'dialog.close'],
  // An alert's visually hidden prefix and a field error's prefix: a translation may use a noun
  // for one and a label form for the other.
  ['ui.alert.error', 'ui.field.errorPrefix'],
  // A person's title (Mr, Ms) and a page's or news item's title (heading): different words in
  // most languages.
  ['common.nameTitle', 'common.title'],
  // The premises field label and the Premises page title.
  ['common.premises', 'routes.premises'],
  // Staff's action on another user's password and the title of the resident's own reset page.
  ['customers.resetPassword.button', 'routes.resetPassword'],
  // The staff area's section links and the customer groups screens' own headings and labels.
  ['admin.nav.facilities', 'groups.facilities'],
  ['admin.nav.groups', 'groups.title'],
  // The sign-in page title (a noun) and its submit button (a verb).
  ['routes.signin', 'signin.submit'],
];

describe('the English catalogue holds the texts the specifications quote', () => {
  test.each(QUOTED)('spec %s: %s', (_spec, id, text) => {
    expect(catalogue[id]).toBe(text);
  });
});

describe('the English catalogue holds the texts the specifications name', () => {
  test.each(NAMED)('spec %s: %s', (_spec, id, text) => {
    expect(catalogue[id]).toBe(text);
  });
});

describe('the message keys and templates of the specifications', () => {
  beforeAll(() => activateCatalogue(compileCatalogue(catalogue)));

  test('errors.statementApi and textSingleNewsNotFound (as news.textSingleNewsNotFound) have texts', () => {
    // spec 1 §8: the statement failure is the message keyed errors.statementApi; a missing news item
    // shows textSingleNewsNotFound.
    expect(t('errors.statementApi')).toBe('Something went wrong while fetching the statement.');
    expect(t('news.textSingleNewsNotFound')).toBe('This news item could not be found. It may have been removed.');
  });

  test('Found N question(s) agrees in number (spec 2 §2)', () => {
    expect(t('faq.found', { count: 1 })).toBe('Found 1 question');
    expect(t('faq.found', { count: 3 })).toBe('Found 3 questions');
  });

  test('Maximum length {n} characters exceeded fills in the limit (spec 1 §5)', () => {
    expect(t('validation.maxLength', { n: 3000 })).toBe('Maximum length 3000 characters exceeded');
  });

  test('every text without placeholders reads the same once compiled (no ICU quoting eats an apostrophe)', () => {
    const plain = Object.entries(catalogue).filter(([, text]) => !/[{}#]/.test(text));
    expect(plain.length).toBeGreaterThan(300);
    expect(plain.filter(([id, text]) => t(id) !== text)).toEqual([]);
  });
});

describe('the catalogue file', () => {
  test('every message compiles', () => {
    expect(Object.keys(compileCatalogue(catalogue))).toEqual(Object.keys(catalogue));
  });

  test('no two ids hold the same text outside the allow-list', () => {
    const idsByText = new Map<string, string[]>();
    for (const [id, text] of Object.entries(catalogue)) idsByText.set(text, [...(idsByText.get(text) ?? []), id]);
    const shared = [...idsByText.values()].filter((ids) => ids.length > 1).map((ids) => [...ids].sort());
    const allowed = SAME_TEXT_ALLOWED.map((ids) => [...ids].sort());
    expect(shared.filter((ids) => !allowed.some((pair) => pair.join() === ids.join()))).toEqual([]);
    // An allow-list entry whose texts have since diverged is stale: remove it.
    expect(allowed.filter((pair) => !shared.some((ids) => ids.join() === pair.join()))).toEqual([]);
  });

  test('is sorted by id, two-space indented, one key per line, so merges stay readable', () => {
    const file = readFileSync(new URL('./en.json', import.meta.url), 'utf8');
    const sorted = Object.fromEntries(Object.keys(catalogue).sort().map((id) => [id, catalogue[id]]));
    expect(file).toBe(`${JSON.stringify(sorted, null, 2)}\n`);
  });
});
