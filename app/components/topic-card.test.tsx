import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TopicSummary } from '../../contract/quiz';
import { TopicCard } from './topic-card';

const SVG = 'https://quiz.test/logos/react.svg?v=3';
const PNG = 'https://quiz.test/logos/react.png?v=3';

function logoOf(topic: Partial<TopicSummary>) {
  const full: TopicSummary = { id: 1, name: 'React', logo: SVG, total: 28, ...topic };
  render(
    <ul>
      <TopicCard topic={full} answered={0} eager savedOffline={false} unavailable={false} />
    </ul>,
  );
  return screen.getByRole('img', { name: 'React' });
}

describe("TopicCard's logo", () => {
  it('is the PNG when the API names one, at the size and loading the SVG had', () => {
    const logo = logoOf({ logoRaster: PNG });
    expect(logo).toHaveAttribute('src', PNG);
    expect(logo).toHaveAttribute('width', '64');
    expect(logo).toHaveAttribute('height', '64');
    expect(logo).toHaveAttribute('loading', 'eager');
    expect(logo).toHaveAttribute('decoding', 'async');
  });

  it('is the SVG from an API that names no PNG', () => {
    expect(logoOf({})).toHaveAttribute('src', SVG);
  });

  it('is the SVG when the PNG is not a web address', () => {
    expect(logoOf({ logoRaster: 'javascript:alert(1)' })).toHaveAttribute('src', SVG);
  });
});
