export const part = 'shared';
