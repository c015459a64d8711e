// Wrong: core reaching into a widget.
import { widget } from '../widgets/area/Widget';

export const wrongWay = widget;
