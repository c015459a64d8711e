// Wrong: another area's internals.
import { widget } from '../area/Widget';

export const deep = widget;
