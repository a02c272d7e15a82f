import { givenSession, renderPage } from '@ccl/shared/test';
import { screen } from '@testing-library/react';
import { article, expectContactDetails, expectOneH1, forgetContactDetails, givenContactDetails } from '../../test/legal';
import PrivacyPolicyPage from './PrivacyPolicyPage';

beforeEach(() => {
  givenSession(null);
  givenContactDetails();
});
afterEach(forgetContactDetails);

describe('/privacy-policy', () => {
  it('states every privacy fact of the spec', () => {
    renderPage(<PrivacyPolicyPage />);
    expectOneH1('Privacy Policy');
    const text = article();
    expect(screen.getByText('Last updated: 8 July 2025')).toBeInTheDocument();
    expect(text).toHaveTextContent('independent of, and not endorsed by, the official test body (NAATI');
    for (const collected of ['Name', 'E-mail address', 'Username', 'Practice recordings']) {
      expect(screen.getByText(collected, { selector: 'strong' })).toBeInTheDocument();
    }
    expect(text).toHaveTextContent('Card payments are handled by our card payment provider, Stripe');
    expect(text).toHaveTextContent('never sees or stores your card number');
    expect(text).toHaveTextContent('not for people under 18');
    expect(text).toHaveTextContent('We keep your information while your account is active');
    expect(text).toHaveTextContent('or ask us to delete it, we delete your personal information');
    expect(text).toHaveTextContent('Australian Privacy Act 1988 (Cth) and the Australian Privacy Principles');
    expectContactDetails();
  });
});
