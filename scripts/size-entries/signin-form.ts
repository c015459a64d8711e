// The sign-in form an element loads on demand while nobody is signed in (LazyCompactSignIn), with
// react-hook-form and core/forms. Eager here: what every element loads already and the sign-in
// shares (configuration, language, session, API client, the primitives it shows), so that only
// the form itself is counted on demand.
export * from '../../core/config';
export * from '../../core/i18n';
export * from '../../core/session';
export { request, ApiError, isApiError } from '../../core/api';
export { Alert } from '../../core/ui/Alert';
export { ErrorSummary } from '../../core/ui/ErrorSummary';
export { Field } from '../../core/ui/Field';
export { Spinner } from '../../core/ui/Spinner';
export { LazyCompactSignIn } from '../../widgets/signin/LazyCompactSignIn';
