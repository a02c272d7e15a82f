import { findLanguage, type Language } from '@ccl/shared';
import { givenSession, renderPage } from '@ccl/shared/test';
import { screen, within } from '@testing-library/react';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { HINDI } from '../../../../test/fixtures';
import { VocabularyCategoryCard } from './VocabularyCategoryCard';

const hindi = findLanguage('hindi') as Language;
const speech = { isPlaying: () => false, toggle: () => undefined };

beforeEach(() => givenSession(null));

describe('VocabularyCategoryCard', () => {
  it("mounts a topic's terms when its card comes near the screen, its height reserved until then", () => {
    renderPage(
      <>
        {HINDI.map((category) => (
          <VocabularyCategoryCard key={category.category_name} category={category} language={hindi} speech={speech} />
        ))}
      </>,
    );
    const health = screen.getByRole('region', { name: 'Health' });
    const housing = screen.getByRole('region', { name: 'Housing' });
    expect(screen.queryAllByTestId('vocabulary-term')).toHaveLength(0);
    expect(within(health).getByTestId('vocabulary-terms-pending')).toHaveStyle({ minHeight: '82px' });

    mockIsIntersecting(health, true);
    expect(
      within(health)
        .getAllByTestId('vocabulary-term')
        .map((t) => t.textContent),
    ).toEqual(['referral→रेफ़रल पत्र', 'prescription→दवा की पर्ची']);
    expect(within(health).getByRole('button', { name: 'Play English: referral' })).toBeInTheDocument();
    expect(within(housing).queryAllByTestId('vocabulary-term')).toHaveLength(0);

    mockIsIntersecting(housing, true);
    expect(within(housing).getByText('bond')).toBeInTheDocument();
    expect(screen.queryAllByTestId('vocabulary-terms-pending')).toHaveLength(0);
  });

  it('draws the terms of a topic on the first screen with the card, before any observer answers', () => {
    const [first, second] = HINDI as [(typeof HINDI)[number], (typeof HINDI)[number]];
    renderPage(
      <>
        <VocabularyCategoryCard category={first} language={hindi} speech={speech} termsAtOnce />
        <VocabularyCategoryCard category={second} language={hindi} speech={speech} />
      </>,
    );
    const drawn = screen.getByRole('region', { name: first.category_name });
    expect(within(drawn).getAllByTestId('vocabulary-term')).toHaveLength(first.terms.length);
    expect(within(screen.getByRole('region', { name: second.category_name })).getByTestId('vocabulary-terms-pending')).toBeInTheDocument();
  });
});
