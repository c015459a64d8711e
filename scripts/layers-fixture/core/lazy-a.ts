// Right: a cycle closed only through an import() loads on demand, as the shell's route records do.
export const loadB = () => import('./lazy-b');
export const a = 'a';
