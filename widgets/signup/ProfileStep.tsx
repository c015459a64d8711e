import { useId, useState, type ChangeEvent, type ElementType } from 'react';
import { checkResolver, TextField, useValidatedForm, type ValidatedForm } from '../../core/forms';
import { useT } from '../../core/i18n';
import type { SignupData } from '../../core/schemas/signup';
import { setCookieConsent } from '../../core/stores/cookie-consent';
import { completeSignup, type SignupOutcome } from '../../core/stores/signup';
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Field } from '../../core/ui/Field';
import { PasswordInput } from '../../core/ui/PasswordInput';
import { PROFILE_PICTURE_WIDTH, resizeImage, type ResizedImage } from '../../core/ui/resizeImage';
import { Spinner } from '../../core/ui/Spinner';
import { asksPassword, checkProfile, EMPTY_PROFILE, profileRequest, type Phones, type ProfileValues } from './profile';
import { WithOnDemand } from '../../core/ui/OnDemand';
import { gbPhones } from '../../core/forms/gbPhones';

/**
 * Props of `ProfileStep`.
 * @example <ProfileStep signup={signup} onBack={back} onDone={finished} refused={refused} SubHeading="h3" />
 */
export interface ProfileStepProps {
  signup: SignupData;
  onBack: () => void;
  /** The sign-up is over: signed in, or the e-mail to confirm. */
  onDone: (outcome: SignupOutcome) => void;
  /** Shows the dialog of a used key or an existing user and leaves; answers false for other errors. */
  refused: (error: unknown) => boolean;
  termsHref?: string | undefined;
  privacyHref?: string | undefined;
  /** The heading element of the step's groups, one below the step's heading. */
  SubHeading: ElementType;
}

/** The picture as chosen: being resized, resized, or refused. */
type Picture = { status: 'none' } | { status: 'resizing' } | { status: 'ready'; image: ResizedImage } | { status: 'refused' };

const NEWS_CHOICES = ['urgentNewsText', 'urgentNewsEmail', 'importantNewsEmail', 'standardNewsEmail'] as const;


/**
 * Step 3, Create Portal Profile: profile picture (resized to 132 pixels wide
 * before upload), title, first and last name, main and mobile number, password (none where the
 * invitation needs none), news preferences
 * (the SMS number asked and checked only with urgent news by text on), cookie preferences, the
 * terms and privacy links; Back and Register.
 * @example <ProfileStep signup={signup} onBack={() => goTo(2)} onDone={finished} refused={refused} SubHeading="h3" />
 */
export function ProfileStep(props: ProfileStepProps) {
  return <WithOnDemand module={gbPhones}>{(phones) => <ProfileForm {...props} phones={phones} />}</WithOnDemand>;
}

function ProfileForm({ signup, onBack, onDone, refused, termsHref, privacyHref, SubHeading, phones }: ProfileStepProps & { phones: Phones }) {
  const t = useT();
  const ids = useId();
  const idOf = (name: keyof ProfileValues) => `${ids}-${name}`;
  const withPassword = asksPassword(signup);
  const form = useValidatedForm<ProfileValues>({ resolver: checkResolver((values) => checkProfile(values, phones, withPassword)), defaultValues: EMPTY_PROFILE });
  const [picture, choosePicture, removePicture] = usePicture();
  const { values } = form;

  const send = async (checked: ProfileValues) => {
    if (picture.status === 'resizing') return;
    let outcome: SignupOutcome;
    try {
      outcome = await completeSignup(profileRequest(checked, picture.status === 'ready' ? picture.image.upload : null, phones, withPassword));
    } catch (error) {
      if (refused(error)) return;
      throw error;
    }
    setCookieConsent(checked.optionalCookies ? 'accepted' : 'rejected');
    onDone(outcome);
  };

  return (
    <form className="portico-signup__form" part="form" noValidate onSubmit={(event) => void form.submit(event, send)}>
      <ErrorSummary errors={form.summary(idOf)} focusKey={form.focusKey} />
      {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}

      <PictureField id={`${ids}-picture`} picture={picture} onChoose={choosePicture} onRemove={removePicture} />

      <TitleField form={form} id={idOf('title')} titles={signup.titles ?? []} />
      <TextField form={form} name="firstName" id={idOf('firstName')} label={t('common.firstName')} autoComplete="given-name" />
      <TextField form={form} name="lastName" id={idOf('lastName')} label={t('common.lastName')} autoComplete="family-name" />
      <TextField form={form} name="mainNumber" id={idOf('mainNumber')} label={t('common.mainNumber')} type="tel" autoComplete="tel" inputMode="tel" />
      <TextField form={form} name="mobileNumber" id={idOf('mobileNumber')} label={t('common.mobileNumber')} type="tel" autoComplete="tel" inputMode="tel" />

      {withPassword ? (
        <Field id={idOf('password')} label={t('common.password')} hint={t('signup.profile.passwordHint')} error={form.errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              value={values.password}
              onChange={(value) => form.change('password', value)}
              autoComplete="new-password"
              buttonPart="show-password"
            />
          )}
        </Field>
      ) : null}

      <fieldset className="portico-signup__group" part="news-preferences">
        <legend>
          <SubHeading className="portico-signup__group-heading">{t('common.newsPreferences.title')}</SubHeading>
        </legend>
        {NEWS_CHOICES.map((name) => (
          <Checkbox key={name} form={form} name={name} id={idOf(name)} label={t(`common.newsPreferences.${name}`)} />
        ))}
        {values.urgentNewsText ? (
          <TextField form={form} name="smsNumber" id={idOf('smsNumber')} label={t('common.newsPreferences.smsNumber')} type="tel" autoComplete="tel" inputMode="tel" />
        ) : null}
      </fieldset>

      <fieldset className="portico-signup__group" part="cookie-preferences">
        <legend>
          <SubHeading className="portico-signup__group-heading">{t('signup.profile.cookiePreferences')}</SubHeading>
        </legend>
        <Checkbox form={form} name="optionalCookies" id={idOf('optionalCookies')} label={t('common.cookies.optional')} hint={t('common.cookies.optionalHint')} />
      </fieldset>

      {/* A new tab: leaving this page would lose everything typed (sign-up keeps nothing in storage). */}
      {termsHref || privacyHref ? <TermsLinks termsHref={termsHref} privacyHref={privacyHref} /> : null}

      <div className="portico-signup__actions">
        <button type="button" className="portico-button portico-button--secondary" part="back" onClick={onBack}>
          {t('common.back')}
        </button>
        <button type="submit" className="portico-button" part="register" aria-disabled={form.pending || picture.status === 'resizing' || undefined}>
          {t('signup.register')}
        </button>
        {form.pending ? <Spinner hideLabel /> : null}
      </div>
    </form>
  );
}

/** The chosen picture, resized on choice; a file the browser cannot draw is refused. */
function usePicture() {
  const [picture, setPicture] = useState<Picture>({ status: 'none' });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPicture({ status: 'resizing' });
    try {
      setPicture({ status: 'ready', image: await resizeImage(file, PROFILE_PICTURE_WIDTH) });
    } catch {
      // Not an image the browser can draw (or not an image at all).
      setPicture({ status: 'refused' });
    }
  };
  return [picture, choose, () => setPicture({ status: 'none' })] as const;
}

/** The profile picture's file input, its spinner while resizing, and the preview with Remove. */
function PictureField({ id, picture, onChoose, onRemove }: { id: string; picture: Picture; onChoose: (event: ChangeEvent<HTMLInputElement>) => Promise<void>; onRemove: () => void }) {
  const t = useT();
  return (
    <div className="portico-signup__picture" part="picture">
      <Field id={id} label={t('common.profilePicture.label')} hint={t('signup.profile.pictureHint')} error={picture.status === 'refused' ? t('signup.profile.pictureRefused') : undefined}>
        <input type="file" name="picture" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(event) => void onChoose(event)} />
      </Field>
      {picture.status === 'resizing' ? <Spinner /> : null}
      {picture.status === 'ready' ? (
        <div className="portico-signup__preview">
          <img src={picture.image.preview} alt={t('signup.profile.picturePreview')} width={PROFILE_PICTURE_WIDTH} />
          <button type="button" className="portico-button portico-button--secondary" part="remove-picture" onClick={onRemove}>
            {t('settings.profilePicture.remove')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The title, chosen from the invitation's list, or none. */
function TitleField({ form, id, titles }: { form: ValidatedForm<ProfileValues>; id: string; titles: readonly string[] }) {
  const t = useT();
  return (
    <Field id={id} label={t('common.nameTitle')} error={form.errors.title}>
      <select name="title" autoComplete="honorific-prefix" value={form.values.title} onChange={(event) => form.change('title', event.target.value)}>
        <option value="">{t('signup.profile.noTitle')}</option>
        {titles.map((title) => (
          <option key={title} value={title}>
            {title}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** One of the form's yes-or-no choices: a checkbox, its label, and a hint under it. */
function Checkbox({ form, name, id, label, hint }: { form: ValidatedForm<ProfileValues>; name: (typeof NEWS_CHOICES)[number] | 'optionalCookies'; id: string; label: string; hint?: string }) {
  return (
    <div className="portico-signup__checkbox">
      <input
        type="checkbox"
        id={id}
        name={name}
        checked={form.values[name]}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => form.change(name, event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="portico-signup__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The terms and privacy links, each opening in a new tab. */
function TermsLinks({ termsHref, privacyHref }: { termsHref?: string | undefined; privacyHref?: string | undefined }) {
  const t = useT();
  return (
    <div className="portico-signup__terms" part="terms">
      <p>{t('signup.profile.agreement')}</p>
      <ul>
        {termsHref ? (
          <li>
            <a href={termsHref} target="_blank" rel="noopener">
              {t('signup.profile.termsLink')}
              <span className="portico-visually-hidden"> {t('common.opensInNewTab')}</span>
            </a>
          </li>
        ) : null}
        {privacyHref ? (
          <li>
            <a href={privacyHref} target="_blank" rel="noopener">
              {t('signup.profile.privacyLink')}
              <span className="portico-visually-hidden"> {t('common.opensInNewTab')}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
