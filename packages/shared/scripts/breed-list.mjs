// Writes src/breed-list.json, the breeds the pet forms offer, from well-kept published lists
// (Wikipedia's breed lists as packaged on npm) rather than names typed by hand. Run it after
// updating one of those packages: `node packages/shared/scripts/breed-list.mjs`.
//
// Rabbits: the breeds the American Rabbit Breeders Association recognises, as @faker-js/faker
// (MIT) ships them in its English animal data. Birds have no such list (faker's is North
// American wild birds, not pets), so a bird's breed stays free text (decision 068).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { en } from '@faker-js/faker';

const require = createRequire(import.meta.url);
const read = (file) => JSON.parse(readFileSync(require.resolve(file), 'utf8'));

// Footnote markers, cross-references ("for colorpoint, see …") and "(obsolete)" are
// Wikipedia's notes, not part of a breed's name; an extinct breed is nobody's pet.
const clean = (name) =>
  /\(extinct\)/i.test(name)
    ? ''
    : name
        .replace(/\[[^\]]*\]/g, '')
        .replace(/\((?:for [^)]*|obsolete)\)/gi, '')
        .replace(/\s+/g, ' ')
        .trim();
const sorted = (names) =>
  [...new Set(names.map(clean).filter((name) => name.length > 0 && name.length <= 80))].sort(
    (a, b) => a.localeCompare(b, 'en'),
  );

const list = {
  dog: sorted(read('dog-breeds/dog-breeds.json').map((breed) => breed.name)),
  cat: sorted(read('cat-breeds/cat-breeds.json').map((breed) => breed.breed)),
  rabbit: sorted(en.animal.rabbit),
};

const target = new URL('../src/breed-list.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(list, null, 2)}\n`);
for (const [category, names] of Object.entries(list)) console.log(`${category}: ${names.length}`);
