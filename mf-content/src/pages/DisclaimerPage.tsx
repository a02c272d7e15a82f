import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ContactDetails, LegalDocument, P, type LegalSection } from '../features/legal/components/LegalDocument';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Not affiliated with the official test body',
    body: (
      <P>
        CCL Practice is independent. It is not affiliated with, and not endorsed by, the official test body — NAATI, the National
        Accreditation Authority for Translators and Interpreters — or any Australian government agency. “CCL” is used only to describe the
        test our service helps you prepare for.
      </P>
    ),
  },
  {
    heading: 'Practice material, not test material',
    body: (
      <P>
        Our dialogues, audio and vocabulary are written for practice. They follow the published format of the test but are not real test
        content, and the real test may differ in topics, wording, speed and accents.
      </P>
    ),
  },
  {
    heading: 'Scores are estimates',
    body: (
      <P>
        AI scores and feedback are automated estimates to guide your preparation. They are not an official result and do not predict or
        guarantee your result in the CCL test.
      </P>
    ),
  },
  {
    heading: 'Not migration advice',
    body: (
      <P>
        Information about points, visas and credential validity is general information, not migration or legal advice. Rules change: check
        the official test body and the Department of Home Affairs, or ask a registered migration agent, before you make decisions.
      </P>
    ),
  },
  {
    heading: 'Accuracy of information',
    body: (
      <P>
        We keep the information on this site accurate and up to date, but we cannot guarantee it is complete or current. Always confirm test
        details, fees and dates with the official test body.
      </P>
    ),
  },
  {
    heading: 'More information',
    body: (
      <>
        <P>
          Read our{' '}
          <Link component={RouterLink} to="/terms-and-conditions">
            Terms and Conditions
          </Link>{' '}
          and{' '}
          <Link component={RouterLink} to="/privacy-policy">
            Privacy Policy
          </Link>
          , or contact us:
        </P>
        <ContactDetails />
      </>
    ),
  },
];

/** /disclaimer: independence from the official test body (spec §1). */
export default function DisclaimerPage() {
  return (
    <LegalDocument
      title="Disclaimer"
      intro={<P>Please read this disclaimer before relying on anything on CCL Practice.</P>}
      sections={SECTIONS}
    />
  );
}
