// Wrong: a runtime cycle (cycle-a -> cycle-b -> cycle-a).
import { b } from './cycle-b';

export const a = (): string => `a${b()}`;
