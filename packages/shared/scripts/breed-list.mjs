// Writes src/breed-list.json, the breeds the pet forms offer, from well-kept published lists
// rather than names typed by hand. Run it after updating one of its sources:
// `node packages/shared/scripts/breed-list.mjs [path of an asm3 checkout]`.
//
// Dogs and cats: Wikipedia's breed lists as packaged on npm. Rabbits: the breeds the American
// Rabbit Breeders Association recognises, as @faker-js/faker (MIT) ships them in its English
// animal data. Birds: Petfinder's bird breeds, the list shelters publish to, as Animal Shelter
// Manager (github.com/sheltermanager/asm3) keeps it for its Petfinder feed (decision 086). That
// source is not on npm: given a checkout, its list is read afresh; without one, the birds
// already written are kept.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
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

const target = new URL('../src/breed-list.json', import.meta.url);

/**
 * ASM's first-run data writes each breed as `breed(id, _("Name", l), "Petfinder name", species)`
 * and each species as `species(id, _("Name", l), "Petfinder name")`: the bird breeds are the
 * rows whose species is Petfinder's "Bird", named as Petfinder names them.
 */
function asmBirds(checkout) {
  const source = readFileSync(join(checkout, 'src/asm3/dbupdate.py'), 'utf8');
  const bird = /species\((\d+), _\("[^"]*", l\), "Bird"\)/.exec(source)?.[1];
  if (bird === undefined) throw new Error(`No "Bird" species in ${checkout}; has ASM changed?`);
  const rows = source.matchAll(/breed\(\d+, _\("[^"]*", l\), "([^"]+)", (\d+)\)/g);
  const names = [...rows].filter((row) => row[2] === bird).map((row) => row[1]);
  if (names.length === 0) throw new Error(`No bird breeds in ${checkout}; has ASM changed?`);
  return names;
}

const [checkout] = process.argv.slice(2);
if (checkout !== undefined && !existsSync(checkout)) throw new Error(`No folder ${checkout}`);
const written = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};

const list = {
  dog: sorted(read('dog-breeds/dog-breeds.json').map((breed) => breed.name)),
  cat: sorted(read('cat-breeds/cat-breeds.json').map((breed) => breed.breed)),
  rabbit: sorted(en.animal.rabbit),
  bird: checkout === undefined ? (written.bird ?? []) : sorted(asmBirds(checkout)),
};

writeFileSync(target, `${JSON.stringify(list, null, 2)}\n`);
for (const [category, names] of Object.entries(list)) console.log(`${category}: ${names.length}`);
