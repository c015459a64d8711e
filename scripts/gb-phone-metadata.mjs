#!/usr/bin/env node
// Writes core/domain/phone-metadata.gb.json: the libphonenumber-js metadata cut down to the
// United Kingdom (DESIGN.md: phones with GB metadata only). The official generator
// (libphonenumber-metadata-generator) downloads Google's XML from the internet, which this
// build may not reach, so the slice is taken from the full metadata that the installed
// libphonenumber-js already ships. Re-run after upgrading libphonenumber-js:
//
//   node scripts/gb-phone-metadata.mjs           writes the file
//   node scripts/gb-phone-metadata.mjs --print   prints what it would write (used by a test)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const OUTPUT = fileURLToPath(new URL('../core/domain/phone-metadata.gb.json', import.meta.url));

/**
 * The GB slice of a full libphonenumber-js metadata object: GB's numbering plan, and the +44
 * calling code pointing at GB alone (in the full set it is shared with GG, IM and JE, whose
 * plans are left out). The "max" set is used so that `isValid()` checks the digits, not only
 * the length; for GB it is the same plan as the "min" set.
 * @param {{ version: number, country_calling_codes: Record<string, string[]>, countries: Record<string, unknown> }} full
 */
export function gbSlice(full) {
  const gb = full.countries.GB;
  if (!gb || !full.country_calling_codes['44']?.includes('GB')) {
    throw new Error('libphonenumber-js metadata has no GB plan under +44');
  }
  return {
    version: full.version,
    country_calling_codes: { 44: ['GB'] },
    countries: { GB: gb },
    nonGeographic: {},
  };
}

/** The file's text: compact JSON (it ships in the form bundles) and a final newline. */
export function gbMetadataText() {
  const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.max.json'), 'utf8'));
  return `${JSON.stringify(gbSlice(full))}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = gbMetadataText();
  if (process.argv.includes('--print')) {
    process.stdout.write(text);
  } else {
    writeFileSync(OUTPUT, text);
    console.log(`wrote ${OUTPUT} (${text.length} bytes)`);
  }
}
