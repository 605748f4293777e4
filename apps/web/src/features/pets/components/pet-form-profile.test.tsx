import { breedsFor, type Pet } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob, makePet } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const PICTURES = [
  { url: '/uploads/a.webp', alt: 'Milo on the sofa' },
  { url: '/uploads/b.webp', alt: 'Milo in the garden' },
  { url: '/uploads/c.webp', alt: 'Milo asleep' },
];

/** Update Milo (a dog with three pictures), Luna being bob's other pet; PATCH bodies land in `sent`. */
async function renderMilo(overrides: Partial<Pet> = {}) {
  const milo = makePet({
    _id: 'p1',
    petName: 'Milo',
    email: bob.email,
    category: 'dog',
    image: PICTURES[0]?.url,
    images: PICTURES,
    ...overrides,
  });
  const luna = makePet({
    _id: '3f1c4b9a-1111-4c2d-9e8f-222233334444',
    petName: 'Luna',
    email: bob.email,
  });
  const sent: Record<string, unknown>[] = [];
  const rendered = renderApp('/dashboard/updatePetUser/p1', {
    api: {
      ...signedInHandlers(bob),
      'GET /petListing/p1': () => milo,
      'GET /petListing': () => [milo, luna],
      'PATCH /petListing/p1': ({ init }) => {
        sent.push(JSON.parse(init?.body as string) as Record<string, unknown>);
        return { modifiedCount: 1 };
      },
    },
  });
  await screen.findByLabelText('Pet Name');
  return { ...rendered, sent };
}

describe('the pet profile on Add and Update pet', () => {
  it('shows the profile in labelled groups, filled from the pet', async () => {
    await renderMilo({ sex: 'male', size: 'small', breedPrimary: 'Beagle', goodWithDogs: 'yes' });
    for (const name of ['About the pet', 'Breed', 'Health and behaviour', 'Pictures']) {
      expect(screen.getByRole('group', { name })).toBeVisible();
    }
    expect(screen.getByLabelText('Sex')).toHaveValue('male');
    expect(screen.getByLabelText('Size')).toHaveValue('small');
    expect(screen.getByLabelText('Breed')).toHaveValue('Beagle');
    const dogs = screen.getByRole('group', { name: 'Good with dogs' });
    expect(within(dogs).getByRole('radio', { name: 'Yes' })).toBeChecked();
    const children = screen.getByRole('group', { name: 'Good with children' });
    expect(within(children).getByRole('radio', { name: 'Not known' })).toBeChecked();
  });

  it("suggests the chosen category's breeds, and changes them with the category", async () => {
    const { user } = await renderMilo();
    const breed = screen.getByLabelText('Breed');
    const listOf = () => document.getElementById(breed.getAttribute('list') ?? '');
    expect(listOf()?.querySelectorAll('option')).toHaveLength(breedsFor('dog').length);
    await user.selectOptions(screen.getByLabelText('Category'), 'cat');
    expect(listOf()?.querySelectorAll('option')).toHaveLength(breedsFor('cat').length);
    await user.selectOptions(screen.getByLabelText('Category'), 'bird');
    expect(listOf()?.querySelector('option[value="Cockatiel"]')).not.toBeNull();
    expect(breed).toHaveAccessibleDescription('Pick a bird breed from the suggestions.');
    await user.selectOptions(screen.getByLabelText('Category'), 'fish');
    expect(breed).not.toHaveAttribute('list');
  });

  // Many fields typed one key at a time: slow on a busy machine.
  it('sends every profile field, the bond and the video link', { timeout: 30_000 }, async () => {
    const { user, sent } = await renderMilo();
    await user.selectOptions(screen.getByLabelText('Sex'), 'Female');
    await user.selectOptions(screen.getByLabelText('Size'), 'Extra large');
    await user.type(screen.getByLabelText('Breed'), 'beagle');
    await user.click(screen.getByLabelText('Mixed breed'));
    await user.type(screen.getByLabelText('Colour'), 'Tan');
    await user.selectOptions(screen.getByLabelText('Coat'), 'Short');
    const children = screen.getByRole('group', { name: 'Good with children' });
    await user.click(within(children).getByRole('radio', { name: 'Yes' }));
    const chip = screen.getByRole('group', { name: 'Microchipped' });
    await user.click(within(chip).getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText('Special needs note'), 'Quiet home');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Luna' })).toBeInTheDocument());
    // Milo is not offered as his own bonded pet.
    expect(screen.queryByRole('option', { name: 'Milo' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Bonded with'), 'Luna');
    await user.type(screen.getByLabelText('Video link'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Update Pet' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      sex: 'female',
      size: 'xlarge',
      breedPrimary: 'beagle',
      breedSecondary: null,
      mixedBreed: true,
      colour: 'Tan',
      coat: 'short',
      goodWithChildren: 'yes',
      microchipped: 'no',
      goodWithCats: 'unknown',
      specialNeedsNote: 'Quiet home',
      bondedWith: '3f1c4b9a-1111-4c2d-9e8f-222233334444',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      image: PICTURES[0]?.url,
      images: PICTURES,
    });
  });

  it('refuses a breed not on the list and a link that is not a video, beside the fields', async () => {
    const { user, sent } = await renderMilo();
    await user.type(screen.getByLabelText('Breed'), 'Dragon');
    await user.type(screen.getByLabelText('Video link'), 'https://example.com/milo.mp4');
    await user.click(screen.getByRole('button', { name: 'Update Pet' }));
    const breed = screen.getByLabelText('Breed');
    await waitFor(() => expect(breed).toHaveFocus());
    expect(breed).toHaveAccessibleDescription(
      expect.stringContaining('Pick a dog breed from the list.'),
    );
    expect(sent).toHaveLength(0);
    await user.clear(breed);
    await user.click(screen.getByRole('button', { name: 'Update Pet' }));
    const video = screen.getByLabelText('Video link');
    await waitFor(() => expect(video).toHaveFocus());
    expect(video).toHaveAccessibleDescription(
      expect.stringContaining('Paste a YouTube or Vimeo link, or leave it empty.'),
    );
    expect(video).toHaveValue('https://example.com/milo.mp4');
  });
});

describe('reordering pictures by keyboard', () => {
  it('moves a picture, keeps focus on the button, announces the position and saves the order', async () => {
    const { user, sent } = await renderMilo();
    const down = screen.getByRole('button', { name: 'Move down picture 1' });
    down.focus();
    await user.keyboard('{Enter}');
    // The same picture, now second: its button keeps the focus.
    const moved = screen.getByRole('button', { name: 'Move down picture 2' });
    expect(moved).toHaveFocus();
    expect(screen.getByText('Picture moved to position 2 of 3.')).toBeInTheDocument();
    expect(screen.getByLabelText('Description of picture 2')).toHaveValue('Milo on the sofa');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move down picture 3' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move down picture 3' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Move up picture 2' }));
    await user.click(screen.getByRole('button', { name: 'Update Pet' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      image: '/uploads/c.webp',
      images: [PICTURES[2], PICTURES[1], PICTURES[0]],
    });
  });

  it('removes a picture and moves focus to the next one', async () => {
    const { user, sent } = await renderMilo();
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.getByRole('button', { name: 'Remove picture 1' })).toHaveFocus();
    expect(screen.getByLabelText('Description of picture 1')).toHaveValue('Milo in the garden');
    await user.click(screen.getByRole('button', { name: 'Update Pet' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ images: [PICTURES[1], PICTURES[2]] });
  });
});
