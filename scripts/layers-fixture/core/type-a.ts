// Right: a type-only cycle inside one folder (type-a -> type-b -> type-a) binds no folder to another.
import type { B } from './type-b';

export interface A {
  b?: B;
}
