import { Signup } from '../../widgets/signup';
import type { PageProps } from '../App';
import { shellEmit } from '../emit';

/** /signup/{step} (spec 1 §2): the three sign-up steps, each move routed by the shell. */
export function SignupPage({ page }: PageProps) {
  const step = page.route === 'signup' ? Number(page.params.step) : undefined;
  return (
    <Signup
      step={step}
      stepHref="/signup/{step}"
      signinHref="/signin"
      doneHref="/dashboard"
      headingLevel={1}
      dialogHost={false}
      emit={shellEmit}
    />
  );
}
