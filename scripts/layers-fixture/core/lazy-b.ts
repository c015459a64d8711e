// Right: imports lazy-a, which reaches back here only through an import().
import { a } from './lazy-a';

export const b = `${a}b`;
