export { widget } from './Widget';
