// Right: the area's index.ts. Wrong: its internals.
import { widget } from '../widgets/area';
import { widget as sameWidget } from '../widgets/area/Widget';

export const page = [widget, sameWidget];
