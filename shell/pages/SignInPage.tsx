import { SignIn } from '../../widgets/signin/SignIn';
import { shellEmit } from '../emit';

/**
 * /signin (spec 1 §2): the sign-in widget, with its MFA step. Once signed in, the shell's guard
 * sends the user on to the `redirect` query parameter or the landing page.
 */
export function SignInPage() {
  return <SignIn emit={shellEmit} forgotPasswordHref="/signin/forgot-password" />;
}
