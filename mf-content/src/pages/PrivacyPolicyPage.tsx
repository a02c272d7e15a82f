import { Link } from '@mui/material';
import { LIMITS } from '@ccl/shared';
import { Link as RouterLink } from 'react-router-dom';
import { ContactDetails, LegalDocument, P, type LegalSection } from '../features/legal/components/LegalDocument';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <>
        <P>
          CCL Practice is an online service, based in Adelaide, Australia, for practising the Credentialed Community Language (CCL) test. We
          are independent of, and not endorsed by, the official test body (NAATI, the National Accreditation Authority for Translators and
          Interpreters).
        </P>
        <P>In this policy “we” and “us” mean CCL Practice, and “you” means anyone who visits the site or holds an account.</P>
      </>
    ),
  },
  {
    heading: 'Information we collect',
    body: (
      <>
        <P>We collect only what we need to run your account and score your practice:</P>
        <ul>
          <li>
            <strong>Name</strong>, shown in your greeting and beside posts you make in Discussions.
          </li>
          <li>
            <strong>E-mail address</strong>, used to sign in, to verify your account and to send password-reset codes.
          </li>
          <li>
            <strong>Username</strong>, the name your account is known by on the site.
          </li>
          <li>
            <strong>Practice recordings</strong>: the audio you record when you interpret a segment, with what we derive from it —
            transcriptions, scores and feedback.
          </li>
        </ul>
        <P>
          We also keep the records the service needs to work: your credit balance and credit history, the dialogues you practised, your last
          used language, and posts and feedback you choose to publish. Your password is stored only as a one-way hash.
        </P>
      </>
    ),
  },
  {
    heading: 'How we use your information',
    body: (
      <ul>
        <li>To create and secure your account and keep you signed in.</li>
        <li>To transcribe and score your practice recordings and show the results in your dashboard.</li>
        <li>To keep track of the credits you received, bought and used.</li>
        <li>To answer your questions and support requests.</li>
        <li>To understand which pages are used, from page addresses only, so we can improve the site.</li>
      </ul>
    ),
  },
  {
    heading: 'Payments',
    body: (
      <P>
        Card payments are handled by our card payment provider, Stripe. Your card details go directly to Stripe; CCL Practice never sees or
        stores your card number. We keep a record of each purchase — the package, the amount, the credits added and the payment reference —
        so that your credit history is complete.
      </P>
    ),
  },
  {
    heading: 'Sharing your information',
    body: (
      <>
        <P>
          We do not sell your personal information. We share it only with service providers that help us run the site, and only what each
          needs:
        </P>
        <ul>
          <li>hosting and storage providers, which keep the service and your recordings available;</li>
          <li>an e-mail delivery service, which sends your verification and reset codes;</li>
          <li>Stripe, which processes payments;</li>
          <li>an AI service, where one is used, which transcribes and assesses practice recordings;</li>
          <li>an advertising network, which may show ads to visitors and Free-plan users.</li>
        </ul>
        <P>We may also disclose information when Australian law requires it.</P>
      </>
    ),
  },
  {
    heading: 'Cookies, local storage and ads',
    body: (
      <P>
        We keep your sign-in token in your browser’s local storage; signing out removes it. We do not use cookies of our own for tracking.
        Guests and Free-plan users may see ads; the advertising network may set its own cookies under its own privacy policy. Page-view
        statistics record the page address only.
      </P>
    ),
  },
  {
    heading: 'How long we keep your information',
    body: (
      <P>
        We keep your information while your account is active. When you delete your account in Account Settings, or ask us to delete it, we
        delete your personal information and practice recordings, except records the law requires us to keep (such as payment records for
        tax purposes).
      </P>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <P>
        You can ask to see the personal information we hold about you, ask us to correct it, or ask us to delete it. You can change your
        name and password in Account Settings and delete your account there at any time. We answer requests within 30 days.
      </P>
    ),
  },
  {
    heading: 'Age limit',
    body: (
      <P>
        CCL Practice is not for people under {LIMITS.minimumAge}. We do not knowingly collect information from anyone under{' '}
        {LIMITS.minimumAge}; if we learn that we have, we delete it.
      </P>
    ),
  },
  {
    heading: 'Security',
    body: (
      <P>
        Data travels over encrypted connections, passwords are hashed, and your recordings are served only through links that expire. No
        system is perfectly secure; if a breach is likely to cause you serious harm, we will tell you and the Office of the Australian
        Information Commissioner as the law requires.
      </P>
    ),
  },
  {
    heading: 'Compliance with Australian privacy law',
    body: (
      <P>
        We handle personal information in accordance with the Australian Privacy Act 1988 (Cth) and the Australian Privacy Principles. If
        you are unhappy with how we handled your information, contact us first; if we do not resolve it, you can complain to the Office of
        the Australian Information Commissioner (OAIC).
      </P>
    ),
  },
  {
    heading: 'Changes to this policy',
    body: (
      <P>
        We may update this policy. The date at the top shows the latest version; if a change matters, we will tell you on the site or by
        e-mail. See also our{' '}
        <Link component={RouterLink} to="/terms-and-conditions">
          Terms and Conditions
        </Link>{' '}
        and{' '}
        <Link component={RouterLink} to="/disclaimer">
          Disclaimer
        </Link>
        .
      </P>
    ),
  },
  {
    heading: 'Contact us',
    body: (
      <>
        <P>For any privacy question or request, contact us:</P>
        <ContactDetails />
      </>
    ),
  },
];

/** /privacy-policy: every privacy fact of spec §1, updated 8 July 2025. */
export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      dateLine="Last updated: 8 July 2025"
      intro={
        <P>
          This policy explains what personal information CCL Practice collects, why, how long we keep it, and how you can have it deleted.
        </P>
      }
      sections={SECTIONS}
    />
  );
}
