// A section's test may set another section up beside it.
import { beta } from '../beta/Beta';
import { alpha } from './Alpha';

export const both = [alpha, beta];
