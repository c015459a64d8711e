import { useStore } from '@nanostores/react';
import { $config } from '../../core/config';
import { portalConfig } from '../../core/config/portal';
import { Signup } from '../../widgets/signup';
import type { PageProps } from '../routes';
import { shellEmit } from '../emit';

/**
 * /signup/{step} (spec 1 §2): the three sign-up steps, each move routed by the shell; step 3 links
 * the configuration's terms and privacy policy (`termsHref`, `privacyHref`).
 */
export function SignupPage({ page }: PageProps) {
  const step = page.route === 'signup' ? Number(page.params.step) : undefined;
  const { termsHref, privacyHref } = portalConfig(useStore($config));
  return (
    <Signup
      step={step}
      stepHref="/signup/{step}"
      signinHref="/signin"
      doneHref="/dashboard"
      termsHref={termsHref}
      privacyHref={privacyHref}
      headingLevel={1}
      dialogHost={false}
      emit={shellEmit}
    />
  );
}
