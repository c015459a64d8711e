// Right: the shared room, its own folder, the admin addresses. Wrong: another section.
import { beta } from '../beta/Beta';
import { adminPath } from '../paths';
import { part } from '../shared/part';
import { own } from './own';

export const alpha = [beta, adminPath('alpha'), part, own];
