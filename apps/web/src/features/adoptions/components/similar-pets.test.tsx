import { adoptionTexts, type AdoptionRequest } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { dropFocusFromDisabledControls } from '@/testing/focus';
import { makeAdoptionRequest } from '@/testing/mocks/adoption-requests';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob, makePet } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const declined = makeAdoptionRequest({
  _id: 'a1',
  petName: 'Rex',
  name: bob.name,
  adoptorEmail: bob.email,
  status: 'declined',
  position: null,
  openRequests: null,
});
const bella = makePet({ _id: 'p7', petName: 'Bella', petAge: 1, petLocation: 'Sylhet' });
const coco = makePet({ _id: 'p8', petName: 'Coco', petAge: 30, petLocation: 'Khulna' });

function requestBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : null;
}

describe('pets like a declined one', () => {
  it('lists them under the declined request: picture, age, location and a way to details', async () => {
    renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => [declined],
        'GET /adoptionUsers/a1/similar': () => [bella, coco],
      },
    });
    const offer = await screen.findByRole('region', {
      name: `${adoptionTexts.similarPets} instead of Rex`,
    });
    const pets = within(offer).getAllByRole('listitem');
    expect(pets).toHaveLength(2);
    const first = within(pets[0]!);
    expect(first.getByRole('heading', { name: 'Bella' })).toBeVisible();
    expect(first.getByRole('img', { name: 'Bella' })).toBeVisible();
    expect(first.getByText('1 month')).toBeVisible();
    expect(first.getByText('Sylhet')).toBeVisible();
    expect(first.getByRole('link', { name: 'Details about Bella' })).toHaveAttribute(
      'href',
      '/petDetails/p7',
    );
    expect(first.getByRole('button', { name: 'Apply with my profile for Bella' })).toBeVisible();
    expect(within(pets[1]!).getByText('30 months')).toBeVisible();
    // The request's own row alone answers to its pet's name.
    expect(screen.getAllByRole('row', { name: /Rex/ })).toHaveLength(1);
  });

  it('offers nothing for an open request, or when no pet is like it', async () => {
    renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => [declined, makeAdoptionRequest({ _id: 'a2', petName: 'Milo' })],
        'GET /adoptionUsers/a1/similar': () => [],
      },
    });
    await screen.findByRole('row', { name: /Milo/ });
    expect(screen.queryByText(adoptionTexts.similarPets, { exact: false })).toBeNull();
    expect(screen.queryByRole('button', { name: /Apply with my profile/ })).toBeNull();
  });

  it('applies in one step; the new request appears with the success message', async () => {
    dropFocusFromDisabledControls();
    let requests: AdoptionRequest[] = [declined];
    let similar = [bella, coco];
    const bodies: unknown[] = [];
    const { user } = renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => requests,
        'GET /adoptionUsers/a1/similar': () => similar,
        'POST /adoptionUsers/a1/reapply': ({ init }) => {
          bodies.push(requestBody(init));
          requests = [
            makeAdoptionRequest({
              _id: 'a9',
              petId: 'p7',
              petName: 'Bella',
              position: 3,
              openRequests: 3,
            }),
            declined,
          ];
          // Asked for now: no longer offered.
          similar = [coco];
          return { insertedId: 'a9' };
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Apply with my profile for Bella' }),
    );
    expect(await screen.findByText('Your request to adopt Bella was sent.')).toBeInTheDocument();
    expect(bodies).toEqual([{ petId: 'p7' }]);
    const row = await screen.findByRole('row', { name: /Bella/ });
    expect(within(row).getByText('You are 3rd of 3 people waiting')).toBeVisible();
    // Bella's button went: focus moves to the next pet's, not to the page.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Apply with my profile for Coco' })).toHaveFocus(),
    );
  });

  it("sends me to the pet's own form, saying why, when one step is not enough", async () => {
    const { user, app } = renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => [declined],
        'GET /adoptionUsers/a1/similar': () => [bella],
        'POST /adoptionUsers/a1/reapply': () =>
          json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Answer the questions.',
                fields: { 'answers.garden': 'This question needs an answer.' },
              },
            },
            400,
          ),
        // The pet's page with its form.
        'GET /petListing/p7': () => bella,
        'GET /petListing/p7/application': () => ({
          questions: [],
          terms: '',
          adoptionFee: 0,
          openRequests: 0,
          applicationCap: null,
          acceptingApplications: true,
        }),
        'GET /adopter-profile': () => ({}),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Apply with my profile for Bella' }),
    );
    expect(await screen.findByText(adoptionTexts.reapplyNeedsForm('Bella'))).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/petDetails/p7/adopt'));
    expect(app.location().hash).toBe('#adopt');
  });

  it("says the server's sentence when the pet takes no more applications", async () => {
    const { user, app } = renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => [declined],
        'GET /adoptionUsers/a1/similar': () => [bella],
        'POST /adoptionUsers/a1/reapply': () =>
          json({ error: { code: 'CONFLICT', message: adoptionTexts.capReached } }, 409),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Apply with my profile for Bella' }),
    );
    expect(await screen.findByText(adoptionTexts.capReached)).toBeInTheDocument();
    expect(app.location().pathname).toBe('/dashboard/myAdoptionRequests');
  });
});
