import { Box, Container, Divider, Link, Typography } from '@mui/material';
import { useRuntimeConfig } from '@ccl/shared';
import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** How to reach us: the support e-mail and phone of the runtime config, and our city. */
export function ContactDetails() {
  const { supportEmail, supportPhone } = useRuntimeConfig();
  return (
    <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.8 }}>
      CCL Practice
      <br />
      E-mail: <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
      <br />
      Phone: <Link href={`tel:${supportPhone.replace(/\s/g, '')}`}>{supportPhone}</Link>
      <br />
      Adelaide, Australia
    </Box>
  );
}

/** A readable legal page: one h1, its date line, numbered sections with h2 headings. */
export function LegalDocument({
  title,
  dateLine,
  intro,
  sections,
}: {
  title: string;
  dateLine?: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="article" sx={{ '& p': { mb: 1.5 }, '& ul': { pl: 3, mt: 0, mb: 1.5 }, '& li': { mb: 0.75 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' }, mb: 1 }}>
          {title}
        </Typography>
        {dateLine && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {dateLine}
          </Typography>
        )}
        <Box sx={{ fontSize: '1.05rem' }}>{intro}</Box>
        <Divider sx={{ my: 3 }} />
        {sections.map((section, index) => (
          <Box component="section" key={section.heading} aria-labelledby={`legal-section-${index + 1}`} sx={{ mb: 3.5 }}>
            <Typography id={`legal-section-${index + 1}`} variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.45rem' }, mb: 1.5 }}>
              {index + 1}. {section.heading}
            </Typography>
            {section.body}
          </Box>
        ))}
      </Box>
    </Container>
  );
}

/** A paragraph of legal text. */
export function P({ children }: { children: ReactNode }) {
  return <Typography component="p">{children}</Typography>;
}
