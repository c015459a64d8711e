// Right: the schemas. Wrong: the client's fixtures and its ui.
import { primitive } from '../core/ui/primitive';
import { sample } from '../core/testing/samples/account';
import { schema } from '../core/schemas/user';

export const seed = [schema, sample, primitive];
