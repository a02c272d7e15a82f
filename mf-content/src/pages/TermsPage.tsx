import { Link } from '@mui/material';
import { LIMITS, PACKAGES } from '@ccl/shared';
import { Link as RouterLink } from 'react-router-dom';
import { ContactDetails, LegalDocument, P, type LegalSection } from '../features/legal/components/LegalDocument';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Acceptance of these terms',
    body: (
      <P>
        By creating an account or using CCL Practice you agree to these terms and to our{' '}
        <Link component={RouterLink} to="/privacy-policy">
          Privacy Policy
        </Link>
        . If you do not agree, please do not use the service.
      </P>
    ),
  },
  {
    heading: 'Who may use the service',
    body: (
      <P>
        You must be at least {LIMITS.minimumAge} years old to create an account or use CCL Practice. The service is not for people under{' '}
        {LIMITS.minimumAge}.
      </P>
    ),
  },
  {
    heading: 'Independence from the official test body',
    body: (
      <P>
        CCL Practice is an independent practice service. It is not affiliated with, and not endorsed by, the official test body (NAATI). Our
        dialogues are written for practice and are not real test material. Using CCL Practice does not guarantee any result in the CCL test
        or in a visa application.
      </P>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <ul>
        <li>Give your real name and an e-mail address you can receive codes at.</li>
        <li>Keep your password to yourself; you are responsible for what happens under your account.</li>
        <li>One person, one account. Tell us straight away if you think someone else has used your account.</li>
        <li>You can delete your account at any time in Account Settings.</li>
      </ul>
    ),
  },
  {
    heading: 'Credits and payments',
    body: (
      <>
        <P>
          AI scoring of a practice dialogue uses credits. New accounts receive free credits. Credits never expire, there are no
          subscriptions, and you can top up as often as you like. Credit packages are priced in Australian dollars:{' '}
          {PACKAGES.map((pack) => `${pack.name}, $${pack.priceAud} for ${pack.credits} credits`).join('; ')}.
        </P>
        <P>
          Payments are processed by our card payment provider, Stripe; we do not store your card details. Credits are personal, have no cash
          value and cannot be transferred. While the service is in beta, purchases may be switched off and features may change.
        </P>
        <P>
          Nothing in these terms limits your rights under the Australian Consumer Law. If a purchase went wrong, contact us and we will put
          it right.
        </P>
      </>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <>
        <P>When you use CCL Practice, including Discussions, you agree not to:</P>
        <ul>
          <li>post anything unlawful, abusive, hateful, misleading or that infringes someone else's rights;</li>
          <li>share real test content or any material you are not allowed to share;</li>
          <li>copy, scrape or resell our dialogues, audio or vocabulary;</li>
          <li>interfere with the service, its security or other users' accounts.</li>
        </ul>
        <P>We may remove content that breaks these rules and suspend accounts that break them repeatedly.</P>
      </>
    ),
  },
  {
    heading: 'Your recordings and posts',
    body: (
      <P>
        You keep ownership of your recordings and posts. You allow us to store and process your recordings to transcribe and score them, and
        to display posts you choose to publish. Recordings are never shown to other users.
      </P>
    ),
  },
  {
    heading: 'AI scoring',
    body: (
      <P>
        Scores and feedback are produced automatically to help you practise. They estimate how a marker might judge your interpreting; they
        are not an official assessment and may contain mistakes.
      </P>
    ),
  },
  {
    heading: 'Our content',
    body: (
      <P>The dialogues, audio, vocabulary lists and site design belong to CCL Practice. You may use them for your own preparation only.</P>
    ),
  },
  {
    heading: 'Availability and changes',
    body: (
      <P>
        CCL Practice is in beta. We work to keep it available but cannot promise it will always be uninterrupted or error-free. We may
        change or withdraw features; if a change takes away something you paid for, we will offer a fair remedy.
      </P>
    ),
  },
  {
    heading: 'Limitation of liability',
    body: (
      <P>
        To the extent the law allows, CCL Practice is not liable for indirect loss, including a test result, a visa outcome or lost
        opportunities. Where our liability cannot be excluded, it is limited to supplying the service again or refunding what you paid for
        it.
      </P>
    ),
  },
  {
    heading: 'Ending your use',
    body: (
      <P>
        You may stop using the service and delete your account at any time. We may suspend or close an account that breaks these terms,
        after telling you why where we reasonably can.
      </P>
    ),
  },
  {
    heading: 'Governing law',
    body: <P>These terms are governed by the laws of South Australia, Australia, and its courts have jurisdiction.</P>,
  },
  {
    heading: 'Changes to these terms',
    body: (
      <P>
        We may update these terms. The effective date at the top shows the current version; if a change matters, we will tell you before it
        applies.
      </P>
    ),
  },
  {
    heading: 'Contact us',
    body: <ContactDetails />,
  },
];

/** /terms-and-conditions: the terms of use, effective 12 July 2025 (spec §1). */
export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      dateLine="Effective date: 12 July 2025"
      intro={<P>These terms set out the agreement between you and CCL Practice when you use this website and its practice service.</P>}
      sections={SECTIONS}
    />
  );
}
