import type { A } from './type-a';

export interface B {
  a: A;
}
