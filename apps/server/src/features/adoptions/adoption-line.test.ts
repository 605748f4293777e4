import { type AdoptionRequest, adoptionTexts, type PetApplication } from '@pet-adoption/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adoptionRequests, pets } from '../../db/schema';
import {
  createUser,
  json,
  type SignedInUser,
  testDatabases,
  useCast,
  useTestApp,
  injectAs,
} from '../../../test/helpers';
import { petBody } from '../../../test/fixtures';
import { ALREADY_ASKED_MESSAGE } from './adoptions.service';

const contact = { phoneNumber: '+880 1700-000000', address: '12 Lake Road, Dhaka' };

describe.each(testDatabases)('a place in line and the cap on %s', (database) => {
  const t = useTestApp({ database });
  const { owner } = useCast(t);

  const inject = injectAs(t);

  async function addPet(set: Partial<typeof pets.$inferInsert> = {}) {
    const response = await inject('POST', '/api/petListing', owner, petBody({ petName: 'Rex' }));
    const { insertedId } = json<{ insertedId: string }>(response);
    if (Object.keys(set).length > 0) {
      await t.handle.db.update(pets).set(set).where(eq(pets.id, insertedId));
    }
    return insertedId;
  }
  const apply = (petId: string, by: SignedInUser) =>
    inject('POST', '/api/adoptionUsers', by, { petId, ...contact });
  async function ask(petId: string, by: SignedInUser) {
    const response = await apply(petId, by);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  }
  const people = (n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => createUser(t.app, { name: `Person ${i}` })));
  /** Each adopter's [position, openRequests] for their request, as their sent list shows it. */
  async function places(requests: [SignedInUser, string][]) {
    return Promise.all(
      requests.map(async ([by, id]) => {
        const url = `/api/adoptionUsers?adoptorEmail=${encodeURIComponent(by.email)}`;
        const mine = json<AdoptionRequest[]>(await inject('GET', url, by)).find(
          (r) => r._id === id,
        );
        return [mine?.position, mine?.openRequests];
      }),
    );
  }
  const application = async (petId: string, by: SignedInUser) =>
    json<PetApplication>(await inject('GET', `/api/petListing/${petId}/application`, by));

  it('tells each open request its place, kept current as others leave the line', async () => {
    const [a, b, c, d, e] = await people(5);
    if (!a || !b || !c || !d || !e) throw new Error('five people');
    const petId = await addPet();
    const line: [SignedInUser, string][] = [];
    for (const by of [a, b, c, d]) line.push([by, await ask(petId, by)]);
    // Another pet's line is its own.
    const elsewhere = await ask(await addPet(), e);
    expect(await places(line)).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
    expect(await places([[e, elsewhere]])).toEqual([[1, 1]]);
    // The owner's list carries the same places.
    const received = json<AdoptionRequest[]>(
      await inject('GET', `/api/adoptionUsers?email=${encodeURIComponent(owner.email)}`, owner),
    );
    expect(received.find((r) => r._id === line[2]?.[1])).toMatchObject({
      position: 3,
      openRequests: 4,
    });

    const [[, first], [, withdrawn], [, declined], [, last]] = line as [
      [SignedInUser, string],
      [SignedInUser, string],
      [SignedInUser, string],
      [SignedInUser, string],
    ];
    // Reviewing still holds its place.
    await inject('PATCH', `/api/adoptionUsers/${first}/status`, owner, { status: 'reviewing' });
    await inject('POST', `/api/adoptionUsers/${withdrawn}/withdraw`, b);
    expect(await places(line)).toEqual([
      [1, 3],
      [null, null],
      [2, 3],
      [3, 3],
    ]);
    await inject('PATCH', `/api/adoptionUsers/${declined}/status`, owner, { status: 'declined' });
    expect(await places(line)).toEqual([
      [1, 2],
      [null, null],
      [null, null],
      [2, 2],
    ]);
    // A new request joins at the end.
    const late = await ask(petId, e);
    expect(await places([...line, [e, late]])).toEqual([
      [1, 3],
      [null, null],
      [null, null],
      [2, 3],
      [3, 3],
    ]);
    await inject('PATCH', `/api/adoptionUsers/${last}/accept`, owner);
    expect(await places([...line, [e, late]])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('at the cap, 20 applications at once leave exactly the cap open; a closing request opens a place', async () => {
    const petId = await addPet({ applicationCap: 3, adoptionFeeCents: 12_345 });
    const crowd = await people(21);
    const [late, ...twenty] = crowd;
    if (!late) throw new Error('21 people');
    const answers = await Promise.all(twenty.map((by) => apply(petId, by)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(17);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(json(refused)).toEqual({
        error: { code: 'CONFLICT', message: adoptionTexts.capReached },
      });
    }
    const [open] = await t.handle.db
      .select({ open: count() })
      .from(adoptionRequests)
      .where(
        and(
          eq(adoptionRequests.petId, petId),
          inArray(adoptionRequests.status, ['pending', 'reviewing']),
        ),
      );
    expect(open?.open).toBe(3);
    expect(await application(petId, late)).toMatchObject({
      adoptionFee: 123.45,
      applicationCap: 3,
      openRequests: 3,
      acceptingApplications: false,
    });

    // One already in line hears that rather than the cap.
    const inLine = twenty[codes.indexOf(200)];
    if (!inLine) throw new Error('someone got in');
    const again = await apply(petId, inLine);
    expect(json(again)).toEqual({ error: { code: 'CONFLICT', message: ALREADY_ASKED_MESSAGE } });

    const { insertedId } = json<{ insertedId: string }>(answers[codes.indexOf(200)] ?? again);
    await inject('POST', `/api/adoptionUsers/${insertedId}/withdraw`, inLine);
    expect(await application(petId, late)).toMatchObject({
      openRequests: 2,
      acceptingApplications: true,
    });
    expect((await apply(petId, late)).statusCode).toBe(200);
    expect((await apply(petId, inLine)).statusCode).toBe(409);
  });

  it('a paused or adopted pet takes no applications', async () => {
    const [by] = await people(1);
    if (!by) throw new Error('one person');
    const paused = await addPet({ paused: true });
    const refused = await apply(paused, by);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      error: { code: 'CONFLICT', message: adoptionTexts.pausedListing },
    });
    expect(await application(paused, by)).toMatchObject({
      adoptionFee: 0,
      applicationCap: null,
      openRequests: 0,
      acceptingApplications: false,
    });
    const adopted = await addPet({ adopted: true });
    expect((await application(adopted, by)).acceptingApplications).toBe(false);
    const open = await addPet();
    expect(await application(open, by)).toMatchObject({ acceptingApplications: true });
  });
});
