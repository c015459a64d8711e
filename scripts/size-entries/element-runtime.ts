// What every element loads, whatever its area: configuration, language, session, the API client
// and the UI primitives. Each area's own schemas, endpoints and rules are counted with its element.
export * from '../../core/config';
export * from '../../core/i18n';
export * from '../../core/session';
export { request, ApiError, isApiError } from '../../core/api';
export * from '../../core/ui';
