import { expect, it } from 'vitest';
import { shownLogo } from './shown-logo';

const BASE = 'https://quiz.test/';

it('shows the PNG when the API names one, else the SVG', () => {
  expect(shownLogo({ logo: '/logos/a.svg', logoRaster: '/logos/a.png?v=1' }, BASE)).toBe(
    'https://quiz.test/logos/a.png?v=1',
  );
  expect(shownLogo({ logo: '/logos/a.svg' }, BASE)).toBe('https://quiz.test/logos/a.svg');
  expect(shownLogo({ logo: '/logos/a.svg', logoRaster: 'javascript:alert(1)' }, BASE)).toBe(
    'https://quiz.test/logos/a.svg',
  );
});

it('accepts only http(s) logos, relative ones against the base', () => {
  expect(shownLogo({ logo: 'https://cdn.example/x.svg' }, BASE)).toBe('https://cdn.example/x.svg');
  expect(shownLogo({ logo: 'javascript:alert(1)' }, BASE)).toBeUndefined();
  expect(shownLogo({ logo: 7 }, BASE)).toBeUndefined();
  expect(shownLogo({ logo: '/logos/a.svg' })).toBeUndefined();
  expect(shownLogo({ logo: 'https://quiz.test/logos/a.svg' })).toBe('https://quiz.test/logos/a.svg');
});
