import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../core/api/error';
import { hrefFrom } from '../../core/elements/href';
import type { EmitFn } from '../../core/events';
import { t as translate, useT } from '../../core/i18n';
import type { SignupData } from '../../core/schemas/signup';
import { $signup, type SignupOutcome, type SignupStep } from '../../core/stores/signup';
import { Dialog } from '../../core/ui/Dialog';
import { DialogHost } from '../../core/ui/DialogHost';
import { clampHeadingLevel } from '../../core/ui/links';
import { showErrorDialog } from '../../core/ui/dialogStore';
import { onDemand, WithOnDemand } from '../../core/ui/OnDemand';
import { styleRef } from '../../core/ui/styles';
import { pushUrl, useQueryParameter } from '../../core/ui/useQueryParameter';
import { gbPhones } from '../../core/forms/gbPhones';
import { displayName } from '../../core/session/user';
import { signupCss } from './styles';

// The steps' forms come on demand with react-hook-form (core/forms), in the chunk every form
// shares, so that the element's own file stays within its budget. Each step's WithOnDemand has
// its own key: one left in place would keep the module it loaded for the step before.
const keyStep = onDemand(() => import('./KeyStep'));
const identityStep = onDemand(() => import('./IdentityStep'));
const profileStep = onDemand(() => import('./ProfileStep'));

/**
 * The page URL's query parameter that prefills the invitation key.
 * @example `/signup/1?${INVITATION_KEY_PARAMETER}=INVITE-OWNER-1`
 */
export const INVITATION_KEY_PARAMETER = 'invitationKey';

/**
 * Props of `Signup`.
 * @example const props: SignupProps = { signinHref: '/signin', stepHref: '/signup/{step}', doneHref: '/dashboard' };
 */
export interface SignupProps {
  /** The step a routing host shows (its /signup/{step}); without it the element moves between steps in place. */
  step?: number | undefined;
  /** Href template of a step, `{step}`: each move emits a cancelable portico-navigate with it (and pushes it unless cancelled). */
  stepHref?: string | undefined;
  /** The invitation key to prefill and submit at once; without it, the page URL's `invitationKey`. */
  invitationKey?: string | undefined;
  /** Where the sign-in page is: after the used-key, existing-user and confirm-e-mail dialogs. Default `/signin`. */
  signinHref?: string | undefined;
  /** Where a new user goes once signed in; without it the element says they are signed in. */
  doneHref?: string | undefined;
  /** Links beside Register. */
  termsHref?: string | undefined;
  privacyHref?: string | undefined;
  /** Level of the main heading, 1 to 5 (default 2). */
  headingLevel?: number | undefined;
  /** Default true: renders core/ui's `DialogHost` for its error dialogs. A React host that mounts its own passes false. */
  dialogHost?: boolean | undefined;
  /** Dispatches portico-navigate (cancelable) and portico-signed-in. */
  emit?: EmitFn | undefined;
}

const STEPS = [
  { step: 1, name: 'signup.step.invitationKey' },
  { step: 2, name: 'signup.step.confirmIdentity' },
  { step: 3, name: 'signup.step.createProfile' },
] as const;

function asStep(value: number | undefined): SignupStep | undefined {
  return value === 1 || value === 2 || value === 3 ? value : undefined;
}

/** Follows `href` as a link between areas would: a cancelable portico-navigate, then the browser unless cancelled. */
function navigate(href: string, emit: EmitFn | undefined): void {
  if (!emit || emit('portico-navigate', { href })) window.location.assign(href);
}

/**
 * Which step shows, and a move to another: a move made here holds while the host's step stays what
 * it was when the move was made; a new step from the host (its routing, history navigation) wins.
 * Each new step's heading (`headingRef`) takes focus, so a screen reader hears where the user now is.
 */
function useSteps(step: number | undefined, stepHref: string | undefined, signup: SignupData | null, emit: EmitFn | undefined) {
  const fromHost = asStep(step);
  const [local, setLocal] = useState<{ hostStep: SignupStep | undefined; step: SignupStep } | null>(null);
  const chosen = local && local.hostStep === fromHost ? local.step : (fromHost ?? 1);
  // spec 1 §2: without a key, steps 2 and 3 return to step 1.
  const shown: SignupStep = signup ? chosen : 1;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);

  /** Tells the host about a move to `next`: a cancelable portico-navigate; the URL follows in place unless cancelled. */
  const announce = (next: SignupStep) => {
    const href = hrefFrom(stepHref, { step: String(next) });
    if (href && (!emit || emit('portico-navigate', { href }))) pushUrl(href);
  };
  const goTo = (next: SignupStep) => {
    announce(next);
    movedRef.current = true;
    // A routing host that cancelled the event sets `step` to `next`, which then wins over this.
    setLocal({ hostStep: fromHost, step: next });
  };

  // A step the host asked for that cannot be shown yet (no key) shows step 1 (above); the host's
  // URL is corrected to match.
  useEffect(() => {
    if (!signup && fromHost !== undefined && fromHost !== 1) announce(1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the key or the host's step changes
  }, [signup, fromHost]);

  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [shown]);

  return { shown, goTo, headingRef };
}

/**
 * A used key (410) or an existing user (409): the dialog, then the sign-in page once
 * it closes. Answers at once whether it took the error, so the step's form stops waiting.
 */
function refuseWithDialog(error: unknown, signinHref: string, emit: EmitFn | undefined): boolean {
  if (!isApiError(error) || (error.status !== 409 && error.status !== 410)) return false;
  const type = translate(error.status === 409 ? 'errors.signup.existingUser' : 'errors.signup.invitationKeyUsed');
  const description = error.messages.join(' ');
  void showErrorDialog({ type, description: description && description !== type ? description : translate('signup.refused.description') }).then(() =>
    navigate(signinHref, emit),
  );
  return true;
}

/**
 * Sign-up by invitation: three steps with a side
 * panel naming them: Invitation Key (prefilled from `invitationKey` and submitted at once), Confirm
 * Identity (e-mail, confirm e-mail and tenant reference as the invitation needs), Create Portal
 * Profile. An admin invitation goes from step 1 to 3, and Back from 3 returns to 1; a step 2 or 3
 * without a key returns to step 1. A used key or an existing user ends in its dialog, then the
 * sign-in page; a new e-mail ends in the confirm-e-mail dialog, then the sign-in page; otherwise the
 * new user is signed in.
 * @example <Signup stepHref="/signup/{step}" step={2} signinHref="/signin" emit={emit} />
 */
export function Signup({
  step,
  stepHref,
  invitationKey,
  signinHref = '/signin',
  doneHref,
  termsHref,
  privacyHref,
  headingLevel,
  dialogHost = true,
  emit,
}: SignupProps) {
  const t = useT();
  const signup = useStore($signup);
  const { shown, goTo, headingRef } = useSteps(step, stepHref, signup, emit);
  const [confirmEmail, setConfirmEmail] = useState(false);
  const [signedInName, setSignedInName] = useState<string | null>(null);
  const ids = useId();
  const keyFromQuery = useQueryParameter(INVITATION_KEY_PARAMETER);
  const prefilledKey = invitationKey?.trim() || keyFromQuery;
  // Only the first time step 1 shows: Back to step 1 must not send the user forward again.
  const [autoSubmitted, setAutoSubmitted] = useState(false);

  // Step 3's phone rules are fetched ahead of need once there is a key to reach it with.
  useEffect(() => {
    if (signup) void gbPhones.load().catch(() => undefined);
  }, [signup]);

  const refused = (error: unknown) => refuseWithDialog(error, signinHref, emit);

  const finished = (outcome: SignupOutcome) => {
    if (outcome.status === 'confirm-email') {
      setConfirmEmail(true);
      return;
    }
    emit?.('portico-signed-in', { userId: outcome.user.id });
    if (doneHref) navigate(doneHref, emit);
    else setSignedInName(displayName(outcome.user));
  };

  const level = clampHeadingLevel(headingLevel);
  const Heading = `h${level}` as 'h2';
  const SubHeading = `h${level + 1}` as 'h3';

  return (
    <div className="portico-ui portico-signup" part="signup" ref={styleRef(signupCss)}>
      <StepsPanel shown={shown} admin={signup?.admin === true} />
      <section className="portico-signup__main" aria-labelledby={`${ids}-heading`}>
        <p className="portico-signup__progress">{t('signup.stepProgress', { step: shown, total: STEPS.length })}</p>
        <Heading ref={headingRef} id={`${ids}-heading`} className="portico-signup__heading" part="heading" tabIndex={-1}>
          {t(STEPS[shown - 1]!.name)}
        </Heading>
        {signedInName !== null ? (
          <p className="portico-signup__done" part="done" role="status">
            {t('signup.signedIn', { name: signedInName })}
          </p>
        ) : (
          <StepForm
            shown={shown}
            signup={signup}
            initialKey={signup?.invitationKey ?? prefilledKey ?? ''}
            autoSubmit={!autoSubmitted && !signup && prefilledKey !== undefined}
            onAutoSubmit={() => setAutoSubmitted(true)}
            goTo={goTo}
            refused={refused}
            finished={finished}
            termsHref={termsHref}
            privacyHref={privacyHref}
            SubHeading={SubHeading}
          />
        )}
      </section>
      <Dialog
        open={confirmEmail}
        heading={t('signup.confirmEmail.title')}
        describedBy={`${ids}-confirm-email`}
        onClose={() => {
          setConfirmEmail(false);
          navigate(signinHref, emit);
        }}
      >
        <p id={`${ids}-confirm-email`}>{t('signup.confirmEmail.text')}</p>
      </Dialog>
      {dialogHost ? <DialogHost /> : null}
    </div>
  );
}

interface StepFormProps {
  shown: SignupStep;
  signup: SignupData | null;
  initialKey: string;
  autoSubmit: boolean;
  onAutoSubmit: () => void;
  goTo: (next: SignupStep) => void;
  refused: (error: unknown) => boolean;
  finished: (outcome: SignupOutcome) => void;
  termsHref: string | undefined;
  privacyHref: string | undefined;
  SubHeading: 'h3';
}

/** The shown step's form, each loaded on demand; steps 2 and 3 only with a key. */
function StepForm({ shown, signup, initialKey, autoSubmit, onAutoSubmit, goTo, refused, finished, termsHref, privacyHref, SubHeading }: StepFormProps) {
  if (shown === 1) {
    return (
      <WithOnDemand key="key" module={keyStep}>
        {({ KeyStep }) => <KeyStep initialKey={initialKey} autoSubmit={autoSubmit} onAutoSubmit={onAutoSubmit} onDone={goTo} refused={refused} />}
      </WithOnDemand>
    );
  }
  if (shown === 2 && signup) {
    return (
      <WithOnDemand key="identity" module={identityStep}>
        {({ IdentityStep }) => <IdentityStep signup={signup} onBack={() => goTo(1)} onDone={() => goTo(3)} refused={refused} />}
      </WithOnDemand>
    );
  }
  if (!signup) return null;
  return (
    <WithOnDemand key="profile" module={profileStep}>
      {({ ProfileStep }) => (
        <ProfileStep
          signup={signup}
          onBack={() => goTo(signup.admin ? 1 : 2)}
          onDone={finished}
          refused={refused}
          termsHref={termsHref}
          privacyHref={privacyHref}
          SubHeading={SubHeading}
        />
      )}
    </WithOnDemand>
  );
}

/** The side panel naming the three steps: done, current or to do. */
function StepsPanel({ shown, admin }: { shown: SignupStep; admin: boolean }) {
  const t = useT();
  return (
    <nav className="portico-signup__steps" part="steps" aria-label={t('signup.steps.label')}>
      <ol>
        {STEPS.map(({ step: number, name }) => {
          // spec 1 §2: an admin skips Confirm Identity; the panel strikes it through and says why.
          const skipped = number === 2 && admin;
          const state = number === shown ? 'current' : number < shown || skipped ? 'done' : 'todo';
          return (
            <li key={number} className={`portico-signup__step portico-signup__step--${state}`} part={`step step-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="portico-signup__step-number" aria-hidden="true">
                {number}
              </span>
              <span className="portico-signup__step-name">{skipped ? <s>{t(name)}</s> : t(name)}</span>
              {skipped ? <span className="portico-signup__step-note">{t('signup.identity.adminConfirmed')}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
