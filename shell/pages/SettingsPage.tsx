import { useStore } from '@nanostores/react';
import { useEffect, type ReactElement } from 'react';
import { canBookFacilities, type PermissionContext } from '../../core/domain/permissions';
import { gbPhones } from '../../core/forms/gbPhones';
import { useT } from '../../core/i18n';
import type { User } from '../../core/schemas';
import { $user } from '../../core/session';
import { $permissions } from '../../core/session/state';
import { WithOnDemand } from '../../core/ui/OnDemand';
import { Spinner } from '../../core/ui/Spinner';
import type { PageProps } from '../routes';
import { LanguageSection, useAvailableLanguages } from '../settings/LanguageSection';
import { MultiFactorSection } from '../settings/MultiFactorSection';
import { SettingsLayout, Section } from '../settings/parts';
import { PasswordSection } from '../settings/PasswordSection';
import { CookieSection, FacilitiesBookingSection, NotificationsSection, PaperlessSection } from '../settings/PreferencesSections';
import { ProfileSection } from '../settings/ProfileSection';
import { RoleSwitch } from '../settings/RoleSwitch';

/** The section the cookie banner's follow-up message links to (spec 1 §2 settings/privacy-preferences). */
export const PRIVACY_SECTION_ID = 'privacy-preferences';

/**
 * /settings and /settings/privacy-preferences (spec 2 §2 User profile and settings): the active
 * role (users with more than one role type), profile details and picture, password, multi-factor
 * authentication, notification and news preferences, the paperless preference and the facilities
 * booking settings (residents), cookie preferences and the language (with more than one
 * configured). Each section saves on its own, says Your settings have been saved, and keeps what
 * was typed when a save fails. /settings/privacy-preferences is the same page at the cookie
 * preferences, where the cookie banner sends the user.
 */
export function SettingsPage({ page }: PageProps): ReactElement {
  const t = useT();
  const user = useStore($user);
  const permissions = useStore($permissions);
  const languages = useAvailableLanguages();
  const atPrivacy = page.route === 'settingsPrivacy';

  return (
    <SettingsLayout>
      <div>
        <h1>{t('routes.settings')}</h1>
        <p>{t('settings.intro')}</p>
      </div>
      {user ? (
        <WithOnDemand module={gbPhones}>
          {(phones) => (
            <>
              {user.role.types.length > 1 ? (
                <Section id="role" heading={t('shell.activeRole.label')}>
                  <p>{t('settings.role.hint')}</p>
                  <RoleSwitch />
                </Section>
              ) : null}
              <ProfileSection user={user} phones={phones} />
              <PasswordSection />
              <MultiFactorSection user={user} />
              <NotificationsSection user={user} phones={phones} />
              {permissions ? residentSections(user, permissions) : null}
              <CookieSection />
              {languages.length > 1 ? <LanguageSection languages={languages} /> : null}
              {atPrivacy ? <ShowSection id={PRIVACY_SECTION_ID} /> : null}
            </>
          )}
        </WithOnDemand>
      ) : (
        <Spinner />
      )}
    </SettingsLayout>
  );
}

/** The paperless preference (spec 1 §6: owners' dialog) and the facilities booking settings: residents' only. */
function residentSections(user: User, permissions: PermissionContext): ReactElement | null {
  if (!canBookFacilities(permissions)) return null;
  return (
    <>
      {user.role.payloads.includes('owner') ? <PaperlessSection user={user} /> : null}
      <FacilitiesBookingSection />
    </>
  );
}

/** Scrolls to a section and moves focus to its heading, once it is shown. */
function ShowSection({ id }: { id: string }) {
  useEffect(() => {
    const heading = document.getElementById(id)?.querySelector('h2');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [id]);
  return null;
}
