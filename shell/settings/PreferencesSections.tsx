import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { checkResolver, useValidatedForm } from '../../core/forms';
import type { Phones } from '../../core/forms/gbPhones';
import { t as translate, useT } from '../../core/i18n';
import type { CalendarView, User } from '../../core/schemas';
import { saveUser, saveUserMetadata } from '../../core/session/account';
import { $cookieConsent, setCookieConsent } from '../../core/stores/cookie-consent';
import { $userMetadata } from '../../core/stores/facilities';
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Field } from '../../core/ui/Field';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { showSnackbar } from '../../core/ui/snackbarStore';
import { PendingEmail } from '../../widgets/notification-preferences';
import { Checkbox, SaveButton, Section } from './parts';
import { checkPreferences, preferencesUpdate, preferencesValues, type BookingValues, type PreferencesValues } from './settings';

const NEWS_CHOICES = ['urgentNewsText', 'urgentNewsEmail', 'importantNewsEmail', 'standardNewsEmail'] as const;
const OWNER_EMAILS = ['ownersCorrespondence', 'ownersReminders'] as const;
const CALENDAR_VIEWS: readonly CalendarView[] = ['day', 'week', 'month'];

/**
 * Notification and news preferences (spec 2 §2 settings): how news reaches the user (the sign-up
 * step's four choices and SMS number) and the owners' e-mails of the public preferences page, with
 * its address, which changes only once the link e-mailed to a new one is opened. One Save; a
 * failure keeps everything ticked and typed.
 * @example <NotificationsSection user={user} phones={phones} />
 */
export function NotificationsSection({ user, phones }: { user: User; phones: Phones }) {
  const t = useT();
  const ids = useId();
  const idOf = (name: keyof PreferencesValues) => `${ids}-${name}`;
  const form = useValidatedForm<PreferencesValues>({
    resolver: checkResolver((values) => checkPreferences(values, phones)),
    defaultValues: () => preferencesValues(user, phones),
  });
  const { values } = form;

  const send = async (checked: PreferencesValues) => {
    const saved = await saveUser(preferencesUpdate(checked, phones), { errorPrefix: translate('errors.settings.save') });
    form.reset(preferencesValues(saved, phones));
    showSnackbar(translate('settings.saved'));
  };

  return (
    <Section id="notifications" heading={t('settings.notifications.title')}>
      <form noValidate aria-label={t('settings.notifications.title')} onSubmit={(event) => void form.submit(event, send)}>
        <ErrorSummary errors={form.summary(idOf)} focusKey={form.focusKey} />
        {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
        <fieldset>
          <legend>{t('common.newsPreferences.title')}</legend>
          {NEWS_CHOICES.map((name) => (
            <Checkbox key={name} name={name} label={t(`common.newsPreferences.${name}`)} checked={values[name]} onChange={(checked) => form.change(name, checked)} />
          ))}
          {values.urgentNewsText ? (
            <Field id={idOf('smsNumber')} label={t('common.newsPreferences.smsNumber')} error={form.errors.smsNumber}>
              <input type="tel" name="smsNumber" autoComplete="tel" inputMode="tel" value={values.smsNumber} onChange={(event) => form.change('smsNumber', event.target.value)} />
            </Field>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>{t('settings.notifications.emails')}</legend>
          {OWNER_EMAILS.map((name) => (
            <Checkbox key={name} name={name} label={t(`notificationPreferences.${name}`)} checked={values[name]} onChange={(checked) => form.change(name, checked)} />
          ))}
          <Field id={idOf('email')} label={t('settings.notifications.email')} error={form.errors.email}>
            <input type="email" name="email" autoComplete="email" spellCheck={false} value={values.email} onChange={(event) => form.change('email', event.target.value)} />
          </Field>
          {/* The user as last answered (saving updates it): a new address waits for its link. */}
          <PendingEmail current={user.notificationPreferences.email} pending={user.notificationPreferences.pendingEmail} />
        </fieldset>
        <SaveButton pending={form.pending} />
      </form>
    </Section>
  );
}

/**
 * The paperless preference (spec 1 §6): whether the paperless-billing dialog is offered; the
 * choice of paperless billing itself is each premises' document delivery preference.
 * @example <PaperlessSection user={user} />
 */
export function PaperlessSection({ user }: { user: User }) {
  const t = useT();
  const form = useValidatedForm<{ showPaperlessDialog: boolean }>({
    resolver: checkResolver(() => ({})),
    defaultValues: { showPaperlessDialog: user.paperlessPreference.showPaperlessDialog },
  });
  const send = async ({ showPaperlessDialog }: { showPaperlessDialog: boolean }) => {
    const saved = await saveUser({ paperlessPreference: { showPaperlessDialog } }, { errorPrefix: translate('errors.settings.save') });
    form.reset({ showPaperlessDialog: saved.paperlessPreference.showPaperlessDialog });
    showSnackbar(translate('settings.saved'));
  };
  return (
    <Section id="paperless" heading={t('settings.paperless.title')}>
      <form noValidate aria-label={t('settings.paperless.title')} onSubmit={(event) => void form.submit(event, send)}>
        {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
        <Checkbox
          name="showPaperlessDialog"
          label={t('settings.paperless.label')}
          hint={t('settings.paperless.hint')}
          checked={form.values.showPaperlessDialog}
          onChange={(checked) => form.change('showPaperlessDialog', checked)}
        />
        <SaveButton pending={form.pending} />
      </form>
    </Section>
  );
}

/**
 * Facilities booking settings (spec 2 §4: load and update), from the user meta's store, which the
 * booking calendar reads too; spec 2 §8's apologies when either fails.
 * @example <FacilitiesBookingSection />
 */
export function FacilitiesBookingSection() {
  const t = useT();
  const metadata = useResource($userMetadata, t('errors.facilitiesBookingSettings.load'));
  return (
    <Section id="facilities-booking" heading={t('settings.facilitiesBooking.title')}>
      <Loaded state={metadata}>{(loaded) => <BookingForm settings={loaded.facilitiesBooking} />}</Loaded>
    </Section>
  );
}

function BookingForm({ settings }: { settings: BookingValues }) {
  const t = useT();
  const id = useId();
  const form = useValidatedForm<BookingValues>({ resolver: checkResolver(() => ({})), defaultValues: settings });
  const { values } = form;
  const send = async (checked: BookingValues) => {
    const saved = await saveUserMetadata({ facilitiesBooking: checked }, { errorPrefix: translate('errors.facilitiesBookingSettings.update') });
    form.reset(saved.facilitiesBooking);
    showSnackbar(translate('settings.saved'));
  };
  return (
    <form noValidate aria-label={t('settings.facilitiesBooking.title')} onSubmit={(event) => void form.submit(event, send)}>
      {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
      <Field id={id} label={t('facilities.calendar.view')}>
        <select name="calendarView" value={values.calendarView} onChange={(event) => form.change('calendarView', event.target.value as CalendarView)}>
          {CALENDAR_VIEWS.map((view) => (
            <option key={view} value={view}>
              {t(`facilities.calendar.${view}`)}
            </option>
          ))}
        </select>
      </Field>
      <Checkbox
        name="bookingConfirmationEmails"
        label={t('settings.facilitiesBooking.confirmationEmails')}
        checked={values.bookingConfirmationEmails}
        onChange={(checked) => form.change('bookingConfirmationEmails', checked)}
      />
      <Checkbox
        name="bookingReminderEmails"
        label={t('settings.facilitiesBooking.reminderEmails')}
        checked={values.bookingReminderEmails}
        onChange={(checked) => form.change('bookingReminderEmails', checked)}
      />
      <SaveButton pending={form.pending} />
    </form>
  );
}

/**
 * Cookie preferences (spec 1 §2): the cookie banner's answer, changed here; its follow-up message
 * links to this section (`/settings/privacy-preferences`). Kept on the device, like the banner's.
 * @example <CookieSection />
 */
export function CookieSection() {
  const t = useT();
  const consent = useStore($cookieConsent);
  return (
    <Section id="privacy-preferences" heading={t('signup.profile.cookiePreferences')}>
      <Checkbox
        name="optionalCookies"
        label={t('common.cookies.optional')}
        hint={t('common.cookies.optionalHint')}
        checked={consent === 'accepted'}
        onChange={(checked) => {
          setCookieConsent(checked ? 'accepted' : 'rejected');
          showSnackbar(translate('settings.saved'));
        }}
      />
    </Section>
  );
}
