import type { Pet } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { makePet } from '@/testing/mocks/data';
import { renderApp, screen, within } from '@/testing/test-utils';

const PIP = '4b7c1f5e-2a1d-4c55-9a0e-123456789abc';
const LUNA = '3f1c4b9a-1111-4c2d-9e8f-222233334444';
const PICTURES = [
  { url: '/uploads/a.webp', alt: 'Pip on the sofa' },
  { url: '/uploads/b.webp', alt: 'Pip in the garden' },
  { url: '/uploads/c.webp', alt: 'Pip asleep' },
];

async function renderPip(overrides: Partial<Pet> = {}) {
  const pip = makePet({
    _id: PIP,
    petName: 'Pip',
    category: 'dog',
    petAge: 14,
    image: '/uploads/a.webp',
    images: PICTURES,
    sex: 'female',
    size: 'small',
    breedPrimary: 'Beagle',
    mixedBreed: true,
    ageGroup: 'young',
    goodWithChildren: 'yes',
    goodWithCats: 'no',
    specialNeeds: 'yes',
    specialNeedsNote: 'Needs a daily pill.',
    bondedWith: LUNA,
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ...overrides,
  });
  const rendered = renderApp(`/petDetails/${PIP}`, {
    api: {
      [`GET /petListing/${PIP}`]: () => pip,
      [`GET /petListing/${LUNA}`]: () => makePet({ _id: LUNA, petName: 'Luna' }),
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Pip' });
  return rendered;
}

/** A definition list's terms and what each says. */
const factsOf = (list: HTMLElement) =>
  Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the profile on Pet details', () => {
  it('lists the known facts, every yes/no fact, the note and the bonded pet', async () => {
    await renderPip();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(factsOf(profile.querySelector('dl') as HTMLElement)).toEqual(
      expect.objectContaining({
        'Age group': 'Young',
        Sex: 'Female',
        Size: 'Small',
        Breed: 'Beagle',
        'Mixed breed': 'Yes',
        'Good with children': 'Yes',
        'Good with cats': 'No',
        'Good with dogs': 'Not known',
        'Special needs': 'Yes',
      }),
    );
    expect(within(profile).queryByText('Colour')).toBeNull();
    expect(within(profile).getByText('Needs a daily pill.')).toBeVisible();
    const together = await screen.findByText(/Adopted together with/);
    expect(within(together).getByRole('link', { name: 'Luna' })).toHaveAttribute(
      'href',
      `/petDetails/${LUNA}`,
    );
  });
});

describe('the gallery', () => {
  it('reads each picture by its description and says which of how many is shown', async () => {
    const { user } = await renderPip();
    const gallery = screen.getByRole('region', { name: 'Pictures of Pip' });
    for (const picture of PICTURES) {
      expect(within(gallery).getByAltText(picture.alt)).toBeInTheDocument();
    }
    expect(within(gallery).getByText('Picture 1 of 3')).toHaveAttribute('aria-live', 'polite');
    const thumbs = within(gallery).getByRole('group', { name: 'Choose a picture' });
    const first = within(thumbs).getByRole('button', { name: 'Picture 1: Pip on the sofa' });
    expect(first).toHaveAttribute('aria-current', 'true');

    await user.click(within(gallery).getByRole('button', { name: 'Next picture' }));
    expect(within(gallery).getByText('Picture 2 of 3')).toBeInTheDocument();
    const second = within(thumbs).getByRole('button', { name: 'Picture 2: Pip in the garden' });
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
  });

  it('moves between thumbnails with the arrow keys, one stop in the tab order', async () => {
    const { user } = await renderPip();
    const thumbs = screen.getByRole('group', { name: 'Choose a picture' });
    const buttons = within(thumbs).getAllByRole('button');
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1]);
    buttons[0]?.focus();
    await user.keyboard('{ArrowLeft}');
    expect(buttons[2]).toHaveFocus();
    expect(buttons[2]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Picture 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
  });

  it('shows one picture without controls', async () => {
    await renderPip({ images: PICTURES.slice(0, 1) });
    expect(screen.getByAltText('Pip on the sofa')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next picture' })).toBeNull();
  });
});

describe('the video', () => {
  it('creates no player until play is pressed, then one from the privacy-friendly host', async () => {
    const { user } = await renderPip();
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video of Pip' }));
    const player = screen.getByTitle('Video of Pip (YouTube)');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(player).toHaveFocus();
  });

  it('plays a Vimeo video from its player with Do Not Track', async () => {
    const { user } = await renderPip({ videoUrl: 'https://vimeo.com/76979871' });
    await user.click(screen.getByRole('button', { name: 'Play video of Pip' }));
    expect(screen.getByTitle('Video of Pip (Vimeo)')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('shows nothing for a pet without a video', async () => {
    await renderPip({ videoUrl: null });
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
  });
});
