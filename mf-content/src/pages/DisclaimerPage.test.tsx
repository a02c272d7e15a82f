import { givenSession, renderPage } from '@ccl/shared/test';
import { article, expectContactDetails, expectOneH1, forgetContactDetails, givenContactDetails } from '../../test/legal';
import DisclaimerPage from './DisclaimerPage';

beforeEach(() => {
  givenSession(null);
  givenContactDetails();
});
afterEach(forgetContactDetails);

describe('/disclaimer', () => {
  it('says the product is independent of and not endorsed by the official test body', () => {
    renderPage(<DisclaimerPage />);
    expectOneH1('Disclaimer');
    expect(article()).toHaveTextContent('not affiliated with, and not endorsed by, the official test body — NAATI');
    expect(article()).toHaveTextContent('not migration or legal advice');
    expectContactDetails();
  });
});
