import { primitive } from '../../core/ui/primitive';

export const widget = `widget ${primitive}`;
