// Unit tests may activate the English source catalogue as it is (`activateCatalogue(en)`), so
// they get the message compiler that the bundles leave out (see core/i18n/catalogue.ts).
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n } from './core/i18n/catalogue';

i18n.setMessagesCompiler(compileMessage);
