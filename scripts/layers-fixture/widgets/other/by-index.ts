// Right: another area through its index.ts.
import { widget } from '../area';

export const byIndex = widget;
