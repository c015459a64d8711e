// Wrong: folders that reach each other through type imports alone (types-a -> types-b -> types-a).
import type { Shown } from '../types-b/shown';

export interface Options {
  shown?: Shown;
}
