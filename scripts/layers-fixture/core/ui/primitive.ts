export const primitive = 'primitive';
