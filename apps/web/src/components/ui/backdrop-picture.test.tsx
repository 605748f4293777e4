import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Banner } from './banner';
import { DetailsBanner } from './details-banner';

/** An address stored before picture addresses were limited: it ends CSS `url("…")` early. */
const HOSTILE = 'https://example.com/a.png");background:url(https://evil.example/x';

/** Every style attribute in the rendered markup, as text. */
const styles = (container: HTMLElement) =>
  [container, ...container.querySelectorAll('*')]
    .map((element) => element.getAttribute('style') ?? '')
    .join('\n');

describe.each([
  ['DetailsBanner', () => <DetailsBanner image={HOSTILE} title="Odd" subtitle="A pet" />],
  ['Banner', () => <Banner image={HOSTILE} title="Odd" description="A list" />],
])('%s', (_name, banner) => {
  it('shows a stored hostile picture address as a picture, in no style', () => {
    const { container } = render(banner());
    expect(styles(container)).not.toContain('evil.example');
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('src', HOSTILE);
    expect(screen.getByRole('heading', { level: 1, name: 'Odd' })).toBeInTheDocument();
  });

  it('lays its picture behind the text as decoration, fetched first', () => {
    const { container } = render(banner());
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveClass('object-cover');
  });
});
