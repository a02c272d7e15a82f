import { Box, Chip, Container, Grid, Link, Stack, Typography } from '@mui/material';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { useRuntimeConfig } from '@ccl/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const COLUMNS: { heading: string; links: [string, string][] }[] = [
  {
    heading: 'Practice & Learning',
    links: [
      ['Get Started', '/get-started'],
      ['How to Excel', '/how-to-excel'],
      ['Language Support', '/'],
      ['AI Scoring', '/'],
    ],
  },
  {
    heading: 'Resources',
    links: [
      ['Pricing', '/pricing'],
      ['Discussions', '/discussions'],
      ['Exam Tips', '/how-to-excel'],
    ],
  },
  {
    heading: 'Support',
    links: [
      ['Help Center', '/'],
      ['FAQ', '/'],
      ['Feedback', '/'],
    ],
  },
  {
    heading: 'Legal',
    links: [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Disclaimer', '/disclaimer'],
      ['Cookie Policy', '/'],
    ],
  },
];

function Column({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 6, sm: 4, md: 2.4 }}>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5, color: 'common.white' }}>
        {heading}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Grid>
  );
}

export function Footer() {
  const { supportEmail, supportPhone } = useRuntimeConfig();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: '#0b2b29', color: 'rgba(255,255,255,0.78)', pt: 6, pb: 3, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          {COLUMNS.map((column) => (
            <Column key={column.heading} heading={column.heading}>
              {column.links.map(([label, to]) => (
                <Link key={label} component={RouterLink} to={to} color="inherit" underline="hover" variant="body2">
                  {label}
                </Link>
              ))}
            </Column>
          ))}
          <Column heading="Contact Information">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EmailIcon fontSize="small" aria-hidden />
              <Link href={`mailto:${supportEmail}`} color="inherit" underline="hover" variant="body2">
                {supportEmail}
              </Link>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PhoneIcon fontSize="small" aria-hidden />
              <Link href={`tel:${supportPhone.replace(/\s/g, '')}`} color="inherit" underline="hover" variant="body2">
                {supportPhone}
              </Link>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PlaceIcon fontSize="small" aria-hidden />
              <Typography variant="body2">Adelaide, Australia</Typography>
            </Stack>
          </Column>
        </Grid>
        <Box
          sx={{
            borderTop: '1px solid rgba(255,255,255,0.15)',
            mt: 5,
            pt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">© {year} CCL Practice. All rights reserved.</Typography>
          <Chip label="Beta Version" size="small" sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.4)' }} variant="outlined" />
        </Box>
      </Container>
    </Box>
  );
}
