import type { Options } from '../types-a/options';

export interface Shown {
  options: Options;
}
