import { DEFAULT_RUNTIME_CONFIG, useRuntimeConfig } from '@ccl/shared';
import { givenSession, renderPage } from '@ccl/shared/test';
import { screen } from '@testing-library/react';
import { DisclaimerPage } from './DisclaimerPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsPage } from './TermsPage';

beforeEach(() => {
  givenSession(null);
  useRuntimeConfig.setState({ supportEmail: 'help@ccl.example', supportPhone: '+61 8 8000 0000' });
});
afterEach(() => useRuntimeConfig.setState(DEFAULT_RUNTIME_CONFIG, true));

function article(): HTMLElement {
  return screen.getByRole('article');
}

function expectContactDetails() {
  expect(screen.getByRole('link', { name: 'help@ccl.example' })).toHaveAttribute('href', 'mailto:help@ccl.example');
  expect(screen.getByRole('link', { name: '+61 8 8000 0000' })).toHaveAttribute('href', 'tel:+61880000000');
  expect(article()).toHaveTextContent('Adelaide, Australia');
}

function expectOneH1(text: string) {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text);
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
}

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

describe('/disclaimer', () => {
  it('says the product is independent of and not endorsed by the official test body', () => {
    renderPage(<DisclaimerPage />);
    expectOneH1('Disclaimer');
    expect(article()).toHaveTextContent('not affiliated with, and not endorsed by, the official test body — NAATI');
    expect(article()).toHaveTextContent('not migration or legal advice');
    expectContactDetails();
  });
});
