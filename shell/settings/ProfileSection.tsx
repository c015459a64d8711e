import { useId, useState, type ChangeEvent } from 'react';
import { getUserTitles } from '../../core/api/endpoints/settings';
import { failureText } from '../../core/api/error';
import type { Phones } from '../../core/forms/gbPhones';
import { checkResolver, useValidatedForm } from '../../core/forms';
import { t as translate, useT } from '../../core/i18n';
import type { User } from '../../core/schemas';
import { removeUserPicture, saveUser } from '../../core/session/account';
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Field } from '../../core/ui/Field';
import { Loaded, useLoad } from '../../core/ui/Loaded';
import { PROFILE_PICTURE_WIDTH, resizeImage } from '../../core/ui/resizeImage';
import { showSnackbar } from '../../core/ui/snackbarStore';
import { Spinner } from '../../core/ui/Spinner';
import { SaveButton, Section } from './parts';
import { checkDetails, detailsUpdate, detailsValues, type DetailsValues } from './settings';

/**
 * Profile details (spec 2 §2 settings): the picture, resized to 132 pixels wide in the browser
 * (spec 2 §5) and saved at once, or removed; title (from `GET /user/titles`), names and phone
 * numbers, saved together.
 * @example <ProfileSection user={user} phones={phones} />
 */
export function ProfileSection({ user, phones }: { user: User; phones: Phones }) {
  const t = useT();
  return (
    <Section id="profile" heading={t('settings.profile.title')}>
      <ProfilePicture user={user} />
      <DetailsForm user={user} phones={phones} />
    </Section>
  );
}

type PictureState = { status: 'idle' } | { status: 'busy' } | { status: 'failed'; message: string };

function ProfilePicture({ user }: { user: User }) {
  const t = useT();
  const id = useId();
  const [state, setState] = useState<PictureState>({ status: 'idle' });

  const run = async (change: () => Promise<unknown>, success: string) => {
    setState({ status: 'busy' });
    try {
      await change();
      setState({ status: 'idle' });
      showSnackbar(success);
    } catch (error) {
      setState({ status: 'failed', message: failureText(error) });
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || state.status === 'busy') return;
    let upload;
    try {
      ({ upload } = await resizeImage(file, PROFILE_PICTURE_WIDTH));
    } catch {
      // Not an image the browser can draw (or not an image at all).
      setState({ status: 'failed', message: translate('signup.profile.pictureRefused') });
      return;
    }
    await run(() => saveUser({ profilePicture: upload }, { errorPrefix: translate('errors.settings.picture') }), translate('settings.saved'));
  };

  return (
    <div className="shell-settings__picture">
      {user.profilePictureUrl ? (
        <img src={user.profilePictureUrl} alt={t('signup.profile.picturePreview')} width={PROFILE_PICTURE_WIDTH} />
      ) : (
        <p>{t('settings.profilePicture.none')}</p>
      )}
      <Field id={id} label={t('common.profilePicture.label')} hint={t('signup.profile.pictureHint')}>
        <input type="file" name="picture" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(event) => void choose(event)} />
      </Field>
      {user.profilePictureUrl ? (
        <button
          type="button"
          className="portico-button portico-button--secondary"
          aria-disabled={state.status === 'busy' || undefined}
          onClick={() =>
            state.status !== 'busy' &&
            void run(() => removeUserPicture({ errorPrefix: translate('errors.settings.picture') }), translate('settings.profilePictureRemoved'))
          }
        >
          {t('settings.profilePicture.remove')}
        </button>
      ) : null}
      {state.status === 'busy' ? <Spinner label={t('settings.profilePicture.uploading')} hideLabel /> : null}
      {state.status === 'failed' ? <Alert type="error">{state.message}</Alert> : null}
    </div>
  );
}

function DetailsForm({ user, phones }: { user: User; phones: Phones }) {
  const t = useT();
  const ids = useId();
  const idOf = (name: keyof DetailsValues) => `${ids}-${name}`;
  const form = useValidatedForm<DetailsValues>({
    resolver: checkResolver((values) => checkDetails(values, phones)),
    defaultValues: () => detailsValues(user),
  });
  // spec 2 §7: the titles a profile may choose; the select waits for them, with Try again.
  const titles = useLoad(() => getUserTitles({ errorPrefix: translate('errors.settings.titles') }), translate('errors.settings.titles'));
  const { values } = form;

  const send = async (checked: DetailsValues) => {
    const saved = await saveUser(detailsUpdate(checked), { errorPrefix: translate('errors.settings.save') });
    form.reset(detailsValues(saved));
    showSnackbar(translate('settings.saved'));
  };

  const text = (name: Exclude<keyof DetailsValues, 'title'>, label: string, autoComplete: string, tel = false) => (
    <Field id={idOf(name)} label={label} error={form.errors[name]}>
      <input
        type={tel ? 'tel' : 'text'}
        name={name}
        autoComplete={autoComplete}
        inputMode={tel ? 'tel' : undefined}
        value={values[name]}
        onChange={(event) => form.change(name, event.target.value)}
      />
    </Field>
  );

  return (
    <form noValidate aria-label={t('settings.profile.title')} onSubmit={(event) => void form.submit(event, send)}>
      <ErrorSummary errors={form.summary(idOf)} focusKey={form.focusKey} />
      {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
      <Loaded state={titles}>
        {(list) => (
          <Field id={idOf('title')} label={t('common.nameTitle')} error={form.errors.title}>
            <select name="title" autoComplete="honorific-prefix" value={values.title} onChange={(event) => form.change('title', event.target.value)}>
              <option value="">{t('signup.profile.noTitle')}</option>
              {/* A title no longer offered stays chosen rather than silently changing. */}
              {[...list, ...(values.title && !list.includes(values.title) ? [values.title] : [])].map((title) => (
                <option key={title} value={title}>
                  {title}
                </option>
              ))}
            </select>
          </Field>
        )}
      </Loaded>
      {text('firstName', t('common.firstName'), 'given-name')}
      {text('lastName', t('common.lastName'), 'family-name')}
      <fieldset>
        <legend>{t('settings.profile.contact')}</legend>
        {text('mainNumber', t('common.mainNumber'), 'tel', true)}
        {text('mobileNumber', t('common.mobileNumber'), 'tel', true)}
      </fieldset>
      <SaveButton pending={form.pending} />
    </form>
  );
}
