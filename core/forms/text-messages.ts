// Apart from rules.ts: a widget that words one text field's failures (a booking note) loads this
// alone, without the sign-in forms' rules and the schemas they build at load.
import { t } from '../i18n';
import type { RuleParams } from '../schemas/rules';

/**
 * The message of a failure every text field shares: too long, too short, or holding control
 * characters (a line break in a one-line text, a direction override); undefined for the rules a
 * form words itself (blank, a pattern).
 * @example sharedTextMessage('maxLength', { max: 100 }) // 'Maximum length 100 characters exceeded'
 */
export function sharedTextMessage(code: string | undefined, params: RuleParams = {}): string | undefined {
  switch (code) {
    case 'maxLength':
      return t('validation.maxLength', { n: params.max ?? '' });
    case 'minLength':
      return t('validation.minLength', { n: params.min ?? '' });
    case 'controlCharacters':
      return t(params.lines === 'many' ? 'validation.controlCharacters.manyLines' : 'validation.controlCharacters.oneLine');
    default:
      return undefined;
  }
}
