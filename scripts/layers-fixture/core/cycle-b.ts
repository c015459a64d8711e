import { a } from './cycle-a';

export const b = (): string => (Math.random() > 2 ? a() : 'b');
