// Right: the schemas. Wrong: the client's fixtures and its ui.
import { primitive } from '../core/ui/primitive';
import { sample } from '../core/schemas/samples';
import { schema } from '../core/schemas/user';

export const seed = [schema, sample, primitive];
