// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { HelpSection } from './help-section';

afterEach(cleanup);

it('shows the administrator’s guide in English, without a second title or links into the project’s files', () => {
  const { container } = render(<HelpSection />);
  const guide = container.querySelector('article');
  expect(guide).toHaveAttribute('lang', 'en');
  // What staff look for first is in it: the first screen and the buttons it names.
  expect(guide).toHaveTextContent('Kesehatan Konten');
  expect(guide).toHaveTextContent('Periksa sekarang');
  expect(screen.getAllByRole('listitem').length).toBeGreaterThan(10);
  // The screen's title is the only h1; a decision's file is named, not linked.
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(guide).toHaveTextContent('decisions/link-health.md');
  expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).not.toContainEqual(
    expect.stringMatching(/\.md$/),
  );
  expect(container.querySelector('img')).toBeNull();
});
