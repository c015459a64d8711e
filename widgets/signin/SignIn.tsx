import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { resendMfaCode } from '../../core/api/endpoints/session';
import { $config, isFeatureEnabled } from '../../core/config';
import { shared } from '../../core/runtime';
import type { EmitFn } from '../../core/elements';
import { useT } from '../../core/i18n';
import { mfaEmail, signInWithMfa, signInWithPassword, type SignInOutcome } from '../../core/session/actions';
// By file, not through the ui barrel: this element would otherwise load the primitives other
// elements use (dialog, table), once any element on the build uses them.
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Field } from '../../core/ui/Field';
import { followLink } from '../../core/ui/links';
import { Spinner } from '../../core/ui/Spinner';
import { styleRef } from '../../core/ui/styles';
import { mfaRules, passwordRules, rulesResolver, useValidatedForm, type MfaValues, type PasswordValues } from '../../core/forms';
import { failureText } from '../../core/api/error';
import type { ResendCooldown } from '../../core/session/resendCooldown';
import { SessionGate } from '../../core/elements/SessionGate';
import { displayName } from '../../core/session/user';
import { SignOutButton, signOutAndTell } from './SignOut';
import { signInCss } from './styles';

/** Resend cooldown 60 seconds. */
export const RESEND_COOLDOWN_MS = 60_000;

/**
 * Props of `SignIn` and `CompactSignIn`.
 * @example const props: SignInProps = { emit: (name, detail) => host.dispatchEvent(new CustomEvent(name, { detail })) };
 */
export interface SignInProps {
  /**
   * Tells the host page what happened: `portico-signed-in` with the user's id after a sign-in
   * here, `portico-signed-out` after a sign-out here. The element factory passes it; a React host
   * may pass its own or leave it out (the session stores update either way).
   */
  emit?: EmitFn;
  /**
   * Where "Forgot your password?" leads: the host's forgotten-password page (the portal's
   * /signin/forgot-password). Without it the link is not shown. A click emits a cancelable
   * `portico-navigate` first, so a host that routes itself (the shell) can take over.
   */
  forgotPasswordHref?: string;
  /**
   * Starts on the code step with this MFA token (the portal's /signin/multi-factor-authentication
   * carries it in its `mfa_token` query parameter). React only.
   */
  mfaToken?: string | undefined;
  /** With `mfaToken`: a code to verify at once (the route's `access_code` query parameter). React only. */
  accessCode?: string | undefined;
  /**
   * Href template of a routing host's MFA page, `{mfaToken}`: when the API asks for a code, a
   * cancelable `portico-navigate` is emitted with it; a host that cancels it shows its MFA page,
   * otherwise the code step shows here. React only.
   */
  mfaHref?: string | undefined;
  /** Where Back from a code step started by `mfaToken` leads (emitted as `portico-navigate`). React only. */
  signinHref?: string | undefined;
  /**
   * Href template of the host's reset-password page, `{token}`: when the password was a temporary
   * one staff set, the API answers a token to choose a new one there, and the sign-in goes to it
   * (a cancelable `portico-navigate` first). Without it the sign-in says to use "Forgot your
   * password?". React only.
   */
  passwordChangeHref?: string | undefined;
  /**
   * Keeps the resend countdown's deadline beyond this component (the shell's resend_clicked
   * cookie); without it the countdown lives as long as the component. React only.
   */
  resendCooldown?: ResendCooldown | undefined;
}

/** The props of the flow past the password step's own: the MFA route's, the resend store, and where a temporary password leads. */
type MfaOptions = Pick<SignInProps, 'mfaToken' | 'accessCode' | 'mfaHref' | 'signinHref' | 'resendCooldown' | 'passwordChangeHref'>;

/**
 * Sign-in: e-mail and password, then the 6-digit multi-factor step when the API asks
 * for it (403 with an MFA token), with a resend button when the `ShowResendMfaCodeButton` flag is
 * on. Signed in, it shows "Signed in as <name>" and a Sign out button. Every element on the page
 * shares the session, so signing in or out here updates them all.
 * @example <SignIn emit={(name, detail) => console.log(name, detail)} />
 */
export function SignIn({ emit, forgotPasswordHref, ...mfa }: SignInProps) {
  return <SignInFlow emit={emit} compact={false} forgotPasswordHref={forgotPasswordHref} mfa={mfa} />;
}

/**
 * The same flow in a compact layout: a short intro instead of a page heading. The element factory
 * shows it in place of an element that needs a session while the page is signed out. Only the
 * first on the page shows the form; the others say to sign in above, with a button that moves the
 * focus to it, and all of them give way to their content once the page is signed in.
 * @example {signedIn ? <Charges /> : <CompactSignIn />}
 */
export function CompactSignIn({ emit, forgotPasswordHref }: SignInProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const boxes = useStore($compactSignIns);
  useLayoutEffect(() => {
    if (!box) return;
    $compactSignIns.set([...$compactSignIns.get(), box]);
    return () => $compactSignIns.set($compactSignIns.get().filter((other) => other !== box));
  }, [box]);
  const holder = boxes.reduce<HTMLElement | null>((first, other) => (!first || precedes(other, first) ? other : first), null);
  return (
    <div ref={setBox}>
      {!box || !holder ? null : holder === box ? (
        <SignInFlow emit={emit} compact forgotPasswordHref={forgotPasswordHref} mfa={{}} />
      ) : (
        <SignInElsewhere form={holder} />
      )}
    </div>
  );
}

// One sign-in form a page is enough: every compact sign-in on the page (one per element that needs
// a session) puts its box here, the first in the page's order shows the form, and the others say
// where it is. When that one leaves the page, the next takes the form over.
const $compactSignIns = shared('signin.compactBoxes', () => atom<readonly HTMLElement[]>([]));

/** Whether `node` comes before `other` in the page, across the shadow roots each element keeps its view in. */
function precedes(node: Node, other: Node): boolean {
  for (let mine: Node | undefined = node; mine; mine = (mine.getRootNode() as ShadowRoot).host) {
    for (let theirs: Node | undefined = other; theirs; theirs = (theirs.getRootNode() as ShadowRoot).host) {
      if (mine.getRootNode() === theirs.getRootNode()) {
        return mine !== theirs && (mine.compareDocumentPosition(theirs) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      }
    }
  }
  return false;
}

/** In place of a second sign-in form: where the page's one is (the first, so above), and a button that takes the focus there. */
function SignInElsewhere({ form }: { form: HTMLElement }) {
  const t = useT();
  return (
    <div className="portico-ui portico-signin portico-signin--elsewhere" ref={styleRef(signInCss)}>
      <p className="portico-signin__intro">{t('signin.elsewhere')}</p>
      <div className="portico-signin__actions">
        <button type="button" className="portico-button portico-button--secondary" onClick={() => form.querySelector('input')?.focus()}>
          {t('signin.elsewhere.go')}
        </button>
      </div>
    </div>
  );
}

function SignInFlow({
  emit,
  compact,
  forgotPasswordHref,
  mfa,
}: {
  emit: EmitFn | undefined;
  compact: boolean;
  forgotPasswordHref: string | undefined;
  mfa: MfaOptions;
}) {
  // A failed sign-out outlives the signed-in panel: the session is cleared, the form comes back.
  const [notice, setNotice] = useState<string | null>(null);
  const className = ['portico-ui', 'portico-signin', compact ? 'portico-signin--compact' : null].filter(Boolean).join(' ');
  const frame = (content: ReactNode) => (
    <div className={className} ref={styleRef(signInCss)}>
      {content}
    </div>
  );
  // Signed out, the form itself is this gate's signed-out view.
  const form = frame(
    <>
      {notice ? <Alert type="error">{notice}</Alert> : null}
      <SignInSteps
        compact={compact}
        forgotPasswordHref={forgotPasswordHref}
        emit={emit}
        mfa={mfa}
        onSignedIn={(outcome) => {
          setNotice(null);
          emit?.('portico-signed-in', { userId: outcome.user.id });
        }}
      />
    </>,
  );
  return (
    <SessionGate emit={emit} signedOut={form} frame={frame}>
      {(user) => frame(<SignedInPanel name={displayName(user)} onSignOut={async () => setNotice(await signOutAndTell(emit))} />)}
    </SessionGate>
  );
}

function SignedInPanel({ name, onSignOut }: { name: string; onSignOut: () => Promise<void> }) {
  const t = useT();
  return (
    <div className="portico-signin__signed-in" part="signed-in">
      <p className="portico-signin__name">{t('signin.signedInAs', { name })}</p>
      <SignOutButton className="portico-signin__actions" onSignOut={onSignOut} />
    </div>
  );
}

type Step = { kind: 'password' } | { kind: 'mfa'; mfaToken: string; email: string | null };

function SignInSteps({
  compact,
  onSignedIn,
  forgotPasswordHref,
  emit,
  mfa,
}: {
  compact: boolean;
  onSignedIn: (outcome: Extract<SignInOutcome, { status: 'signed-in' }>) => void;
  forgotPasswordHref: string | undefined;
  emit: EmitFn | undefined;
  mfa: MfaOptions;
}) {
  const [step, setStep] = useState<Step>(() =>
    mfa.mfaToken ? { kind: 'mfa', mfaToken: mfa.mfaToken, email: mfaEmail(mfa.mfaToken) } : { kind: 'password' },
  );
  // Kept here so that Back from the code step finds the e-mail still typed.
  const [email, setEmail] = useState('');
  // A temporary password with no reset-password page to go to: said on the password step.
  const [passwordChangeElsewhere, setPasswordChangeElsewhere] = useState(false);

  const settle = (outcome: SignInOutcome) => {
    if (outcome.status === 'signed-in') {
      onSignedIn(outcome);
      return;
    }
    if (outcome.status === 'password-change-required') {
      // A temporary password (staff set it) is good only for choosing a new one, on the host's
      // reset-password page with the token; a host that routes itself cancels and goes there.
      const href = mfa.passwordChangeHref?.replaceAll('{token}', encodeURIComponent(outcome.passwordChangeToken));
      if (href) {
        if (!emit || emit('portico-navigate', { href })) window.location.assign(href);
        return;
      }
      setPasswordChangeElsewhere(true);
      setStep({ kind: 'password' });
      return;
    }
    // spec 1 §2: a 403 carrying an MFA token moves the user to the MFA screen: the host's, when it
    // routes there itself, else the code step here.
    // The one placeholder filled by hand, not with core/elements' hrefFrom: importing it here
    // moved it into a chunk of its own that every element loads (npm run size).
    const href = mfa.mfaHref?.replaceAll('{mfaToken}', encodeURIComponent(outcome.mfaToken));
    if (href && emit && !emit('portico-navigate', { href })) return;
    setStep({ kind: 'mfa', mfaToken: outcome.mfaToken, email: outcome.email });
  };

  const back = () => {
    // A code step the host opened (its MFA page) goes back to the host's sign-in page.
    if (mfa.mfaToken && mfa.signinHref && emit && !emit('portico-navigate', { href: mfa.signinHref })) return;
    setStep({ kind: 'password' });
  };

  if (step.kind === 'mfa') {
    return (
      <MfaStep
        compact={compact}
        mfaToken={step.mfaToken}
        email={step.email}
        accessCode={step.mfaToken === mfa.mfaToken ? mfa.accessCode : undefined}
        resendCooldown={mfa.resendCooldown}
        onDone={settle}
        onBack={back}
      />
    );
  }
  return (
    <PasswordStep
      compact={compact}
      email={email}
      onEmail={setEmail}
      onDone={settle}
      forgotPasswordHref={forgotPasswordHref}
      emit={emit}
      passwordChangeElsewhere={passwordChangeElsewhere}
    />
  );
}

function StepHeading({ id, compact, children }: { id: string; compact: boolean; children: ReactNode }) {
  // A compact sign-in sits inside someone else's page section: a smaller heading level.
  const Heading = compact ? 'h3' : 'h2';
  return (
    <Heading id={id} className="portico-signin__heading" part="heading">
      {children}
    </Heading>
  );
}

function SubmitRow({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div className="portico-signin__actions">
      {children}
      {pending ? <Spinner hideLabel /> : null}
    </div>
  );
}

function PasswordStep({
  compact,
  email,
  onEmail,
  onDone,
  forgotPasswordHref,
  emit,
  passwordChangeElsewhere,
}: {
  forgotPasswordHref: string | undefined;
  emit: EmitFn | undefined;
  compact: boolean;
  email: string;
  onEmail: (email: string) => void;
  onDone: (outcome: SignInOutcome) => void;
  passwordChangeElsewhere: boolean;
}) {
  const t = useT();
  const ids = useId();
  const headingId = `${ids}-heading`;
  const form = useValidatedForm<PasswordValues>({ resolver: rulesResolver<PasswordValues>(passwordRules), defaultValues: { email, password: '' } });
  const idOf = (name: keyof PasswordValues) => `${ids}-${name}`;

  const onChange = (name: keyof PasswordValues) => (event: ChangeEvent<HTMLInputElement>) => {
    form.change(name, event.target.value);
    if (name === 'email') onEmail(event.target.value);
  };

  return (
    <form
      className="portico-signin__form"
      part="form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) =>
        void form.submit(event, async (values) => onDone(await signInWithPassword(values.email.trim(), values.password)))
      }
    >
      <StepHeading id={headingId} compact={compact}>
        {t('signin.heading')}
      </StepHeading>
      {compact ? <p className="portico-signin__intro">{t('signin.compact.intro')}</p> : null}
      <ErrorSummary errors={form.summary(idOf)} focusKey={form.focusKey} />
      {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
      {passwordChangeElsewhere && !form.pending && !form.serverError ? <Alert type="warning">{t('signin.passwordChangeElsewhere')}</Alert> : null}
      <Field id={idOf('email')} label={t('common.email')} error={form.errors.email}>
        <input type="email" name="email" autoComplete="username" spellCheck={false} value={form.values.email} onChange={onChange('email')} />
      </Field>
      <Field id={idOf('password')} label={t('common.password')} error={form.errors.password}>
        <input type="password" name="password" autoComplete="current-password" value={form.values.password} onChange={onChange('password')} />
      </Field>
      <SubmitRow pending={form.pending}>
        <button type="submit" className="portico-button" part="submit" aria-disabled={form.pending || undefined}>
          {t('signin.submit')}
        </button>
      </SubmitRow>
      {forgotPasswordHref ? (
        <p className="portico-signin__forgot">
          <a
            href={forgotPasswordHref}
            part="forgot-password"
            onClick={(event) => followLink(event, forgotPasswordHref, emit)}
          >
            {t('signin.forgotPassword')}
          </a>
        </p>
      ) : null}
    </form>
  );
}

function MfaStep({
  compact,
  mfaToken,
  email,
  accessCode,
  resendCooldown,
  onDone,
  onBack,
}: {
  compact: boolean;
  mfaToken: string;
  email: string | null;
  accessCode: string | undefined;
  resendCooldown: ResendCooldown | undefined;
  onDone: (outcome: SignInOutcome) => void;
  onBack: () => void;
}) {
  const t = useT();
  const ids = useId();
  const headingId = `${ids}-heading`;
  const codeId = `${ids}-code`;
  const form = useValidatedForm<MfaValues>({
    resolver: rulesResolver<MfaValues>(mfaRules),
    defaultValues: { code: accessCode?.replace(/\s+/g, '') ?? '' },
  });
  const showResend = isFeatureEnabled('ShowResendMfaCodeButton', useStore($config));
  const verify = (values: MfaValues) => signInWithMfa(mfaToken, values.code).then(onDone);

  // spec 1 §2: an access_code in the MFA route's query is verified at once. Once: a code works
  // once, and React's development double effect would send it twice.
  const autoVerified = useRef(false);
  useEffect(() => {
    if (!accessCode || autoVerified.current) return;
    autoVerified.current = true;
    void form.submit(null, verify);
    // Only on mount: the code of the address, not what is typed later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      className="portico-signin__form"
      part="form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void form.submit(event, verify)}
    >
      <StepHeading id={headingId} compact={compact}>
        {t('mfa.heading')}
      </StepHeading>
      <p className="portico-signin__intro">{email ? t('mfa.intro', { email }) : t('mfa.introNoEmail')}</p>
      <ErrorSummary errors={form.summary(() => codeId)} focusKey={form.focusKey} />
      {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
      <Field id={codeId} label={t('mfa.code')} error={form.errors.code}>
        {/* No maxLength: a pasted "123 456" is 7 characters and must reach the stripping whole. */}
        <input
          type="text"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          value={form.values.code}
          // spec 1 §2: whitespace stripped as typed.
          onChange={(event) => form.change('code', event.target.value.replace(/\s+/g, ''))}
        />
      </Field>
      <SubmitRow pending={form.pending}>
        <button type="submit" className="portico-button" part="submit" aria-disabled={form.pending || undefined}>
          {t('mfa.submit')}
        </button>
        <button type="button" className="portico-button portico-button--secondary" onClick={onBack}>
          {t('common.back')}
        </button>
      </SubmitRow>
      {showResend ? <ResendCode mfaToken={mfaToken} cooldown={resendCooldown} /> : null}
    </form>
  );
}

type ResendNotice = { type: 'success' | 'error'; text: string };

/**
 * The resend button counts down 60 seconds after a click; on a resend error the
 * countdown resets. The shell also keeps the countdown in the resend_clicked cookie across page
 * loads; an element keeps it for as long as it lives.
 */
function ResendCode({ mfaToken, cooldown }: { mfaToken: string; cooldown: ResendCooldown | undefined }) {
  const t = useT();
  // A countdown kept by the host (the shell's cookie) goes on after a page load.
  const [until, setUntil] = useState<number | null>(() => {
    const kept = cooldown?.read() ?? null;
    return kept !== null && kept > Date.now() ? kept : null;
  });
  const [now, setNow] = useState(() => Date.now());
  const [notice, setNotice] = useState<ResendNotice | null>(null);

  useEffect(() => {
    if (until === null) return;
    // Counting to a deadline, not counting ticks: background tabs slow timers down.
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  const counting = secondsLeft > 0;

  const resend = async () => {
    if (counting) return;
    const start = Date.now();
    setNow(start);
    setUntil(start + RESEND_COOLDOWN_MS);
    cooldown?.write(start + RESEND_COOLDOWN_MS);
    setNotice(null);
    try {
      await resendMfaCode(mfaToken);
      setNotice({ type: 'success', text: t('mfa.resent') });
    } catch (error) {
      setUntil(null);
      cooldown?.write(null);
      setNotice({ type: 'error', text: failureText(error) });
    }
  };

  return (
    <div className="portico-signin__resend">
      <button
        type="button"
        className="portico-button portico-button--secondary"
        part="resend"
        aria-disabled={counting || undefined}
        onClick={() => void resend()}
      >
        {counting ? t('mfa.resendIn', { seconds: secondsLeft }) : t('mfa.resend')}
      </button>
      {notice ? <Alert type={notice.type}>{notice.text}</Alert> : null}
    </div>
  );
}
