import { DEFAULT_RUNTIME_CONFIG, useRuntimeConfig } from '@ccl/shared';
import { isCategoryList, vocabularyTermSpeechUrl } from './vocabulary';

describe('vocabularyTermSpeechUrl', () => {
  afterEach(() => useRuntimeConfig.setState(DEFAULT_RUNTIME_CONFIG, true));

  it('builds the speech URL of a term under the default API base', () => {
    expect(vocabularyTermSpeechUrl(42, 'english')).toBe('/api/vocabulary-terms/42/speech?side=english');
    expect(vocabularyTermSpeechUrl(42, 'translated')).toBe('/api/vocabulary-terms/42/speech?side=translated');
  });

  it('follows the runtime API base, with or without a trailing slash', () => {
    useRuntimeConfig.setState({ apiBaseUrl: 'https://api.example.com/v1/' });
    expect(vocabularyTermSpeechUrl(7, 'translated')).toBe('https://api.example.com/v1/vocabulary-terms/7/speech?side=translated');
  });
});

describe('isCategoryList', () => {
  it('accepts a list of { category_name, terms[] }, the empty list included', () => {
    expect(isCategoryList([])).toBe(true);
    expect(isCategoryList([{ category_name: 'Health', terms: [] }])).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isCategoryList({ data: [] })).toBe(false);
    expect(isCategoryList([{ category_name: 'Health' }])).toBe(false);
    expect(isCategoryList([null])).toBe(false);
  });
});
