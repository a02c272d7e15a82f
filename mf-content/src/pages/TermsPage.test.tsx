import { givenSession, renderPage } from '@ccl/shared/test';
import { screen } from '@testing-library/react';
import { article, expectContactDetails, expectOneH1, forgetContactDetails, givenContactDetails } from '../../test/legal';
import TermsPage from './TermsPage';

beforeEach(() => {
  givenSession(null);
  givenContactDetails();
});
afterEach(forgetContactDetails);

describe('/terms-and-conditions', () => {
  it('states the effective date, age limit, independence, credits and payments', () => {
    renderPage(<TermsPage />);
    expectOneH1('Terms and Conditions');
    const text = article();
    expect(screen.getByText('Effective date: 12 July 2025')).toBeInTheDocument();
    expect(text).toHaveTextContent('at least 18 years old');
    expect(text).toHaveTextContent('not affiliated with, and not endorsed by, the official test body (NAATI)');
    expect(text).toHaveTextContent('Credits never expire, there are no subscriptions');
    expect(text).toHaveTextContent('Basic, $25 for 20 credits; Premium, $45 for 40 credits');
    expect(text).toHaveTextContent('we do not store your card details');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expectContactDetails();
  });
});
