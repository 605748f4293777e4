import { CARD_IMAGE_SIZES } from '@pet-adoption/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardImage } from './card-image';

const UPLOAD = '/uploads/0123456789abcdef0123456789abcdef';

describe('CardImage', () => {
  it("offers an upload's card copy and its full picture, with the grid's sizes", () => {
    render(<CardImage image={`${UPLOAD}-1600.webp`} alt="Tom" />);
    const img = screen.getByRole('img', { name: 'Tom' });
    expect(img).toHaveAttribute('src', `${UPLOAD}-640.webp`);
    expect(img).toHaveAttribute('srcset', `${UPLOAD}-640.webp 640w, ${UPLOAD}-1600.webp 1600w`);
    expect(img).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('offers the 400 px copy of a seed picture, and loads the first row straight away', () => {
    render(<CardImage image="/images/pets/luna.webp" alt="Luna" eager />);
    const img = screen.getByRole('img', { name: 'Luna' });
    expect(img).toHaveAttribute('src', '/images/pets/luna.webp');
    expect(img).toHaveAttribute(
      'srcset',
      '/images/pets/luna-400.webp 400w, /images/pets/luna.webp 800w',
    );
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('shows a picture from elsewhere as it is', () => {
    render(<CardImage image="https://example.com/tom.jpg" alt="Tom" />);
    const img = screen.getByRole('img', { name: 'Tom' });
    expect(img).toHaveAttribute('src', 'https://example.com/tom.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('falls back to the full picture once when a smaller copy is missing', () => {
    render(<CardImage image={`${UPLOAD}-1600.webp`} alt="Tom" />);
    const img = screen.getByRole('img', { name: 'Tom' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', `${UPLOAD}-1600.webp`);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');

    // The full picture failing too is where it stops: no loop of requests.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', `${UPLOAD}-1600.webp`);
  });
});
