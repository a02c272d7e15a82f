import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { LANGUAGES } from '@ccl/shared';
import { Link as RouterLink } from 'react-router-dom';
import type { Stats } from '../api/types';
import { useSiteStats } from '../hooks/useSiteStats';

/**
 * '...' while the counters load, 0 after a failure (spec §8); thousands grouped as en-AU writes them (12,345).
 * Not with toLocaleString: the page's first use of the browser's number formatting loads its locale data, ~90 ms
 * of a slow phone's CPU in the task that draws the counters (Total Blocking Time, issue #14).
 */
function count(stats: { isPending: boolean; data?: Stats }, key: keyof Stats): string {
  if (stats.isPending) return '...';
  return String(Math.trunc(stats.data?.[key] ?? 0)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Title, one line of what the product does, the live counters and the two ways in. */
export function Hero() {
  const stats = useSiteStats();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 9 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.6rem', md: '3rem' }, mb: 2 }}>
          Pass your CCL test with realistic practice
        </Typography>
        <Typography sx={{ fontSize: { xs: '1rem', sm: '1.15rem' }, opacity: 0.92, mb: 4, maxWidth: 640, mx: 'auto' }}>
          Interpret real-style dialogues in English and your community language, speak after the chime, and get AI scoring out of 45 with
          feedback on every segment.
        </Typography>
        <Stack
          component="dl"
          direction="row"
          aria-label="CCL Practice in numbers"
          sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: { xs: 2, sm: 5 }, m: 0, mb: 4 }}
        >
          {[
            { value: String(LANGUAGES.length), label: 'Languages' },
            { value: count(stats, 'total_dialogues'), label: 'Dialogues' },
            { value: count(stats, 'total_ai_scoring'), label: 'AI Scorings' },
          ].map(({ value, label }) => (
            // A fixed width: the counters do not move the others when their numbers replace '...'.
            <Box
              key={label}
              sx={{ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', width: { xs: '5.5rem', sm: '7.5rem' } }}
              data-testid={`counter-${label}`}
            >
              <Box component="dt">
                <Typography component="span" variant="body2" sx={{ opacity: 0.85 }}>
                  {label}
                </Typography>
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                <Typography
                  component="span"
                  sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
                >
                  {value}
                </Typography>
              </Box>
            </Box>
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/get-started" variant="contained" color="secondary" size="large">
            Get Started
          </Button>
          <Button
            component={RouterLink}
            to="/how-to-excel"
            variant="outlined"
            size="large"
            sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: 'common.white' } }}
          >
            How to Excel
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
