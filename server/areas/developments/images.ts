// The demo images: small SVGs drawn from a seed, so every fresh database has the same pictures and
// the repository carries no binary files. Text in them is escaped; they hold no script.
import { between, seededRandom } from '../charges/random';

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#1d4e89', '#4f8fc0', '#f2c14e'],
  ['#2e6b4f', '#7fb77e', '#f4e9cd'],
  ['#6b2e4f', '#c06c84', '#f8b195'],
  ['#3a3f58', '#7d8cc4', '#e8d7a9'],
];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A development's picture (spec 1 §9: development images are 600 wide): a sky, a row of buildings
 * with lit windows and the development's name, all decided by `seed`.
 * @example writeFileSync('dev-elm-court.svg', developmentImageSvg('Elm Court', 'dev-elm-court'));
 */
export function developmentImageSvg(name: string, seed: string): string {
  const random = seededRandom(seed);
  const [dark, light, accent] = PALETTES[between(random, 0, PALETTES.length - 1)]!;
  const shapes: string[] = [];
  let x = 0;
  while (x < 600) {
    const width = between(random, 60, 120);
    const height = between(random, 90, 220);
    const top = 300 - height;
    shapes.push(`<rect x="${x}" y="${top}" width="${width - 6}" height="${height}" fill="${dark}"/>`);
    for (let row = top + 14; row < 285; row += 24) {
      for (let column = x + 10; column < x + width - 20; column += 18) {
        if (random() < 0.45) shapes.push(`<rect x="${column}" y="${row}" width="8" height="12" fill="${accent}"/>`);
      }
    }
    x += width;
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">',
    `<rect width="600" height="300" fill="${light}"/>`,
    `<circle cx="${between(random, 380, 560)}" cy="${between(random, 40, 80)}" r="26" fill="${accent}"/>`,
    ...shapes,
    `<text x="20" y="44" font-family="sans-serif" font-size="30" font-weight="bold" fill="#ffffff">${escapeXml(name)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/**
 * An author's picture (spec 2 §9: author images are 132 wide): initials on a coloured disc.
 * @example writeFileSync('author-manny-manager.svg', avatarSvg('Manny Manager'));
 */
export function avatarSvg(fullName: string): string {
  const random = seededRandom(fullName);
  const [dark, , accent] = PALETTES[between(random, 0, PALETTES.length - 1)]!;
  const initials = fullName
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="132" height="132" viewBox="0 0 132 132">',
    `<circle cx="66" cy="66" r="66" fill="${dark}"/>`,
    `<text x="66" y="82" text-anchor="middle" font-family="sans-serif" font-size="46" font-weight="bold" fill="${accent}">${escapeXml(initials)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
