// The state page's entry. Each frame's storage must be its own before the core reads it: a bundler
// may inline memory-storage after the chunks the page imports, which would read the storage the
// frames share, so the page loads only once the storage is replaced.
import './memory-storage';

void import('./state');
