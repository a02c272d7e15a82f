import { Box, Button, Card, CardContent, Chip, Container, Stack, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import { useSession } from '@ccl/shared';
import { Link as RouterLink } from 'react-router-dom';
import { EXAM } from '../common/examFacts';
import { TIPS } from './tips';

/** Dashboard links are offered only to signed-in users (spec §2); a guest is invited to sign up instead. */
function NextSteps() {
  const user = useSession((s) => s.user);
  return (
    <Box component="section" aria-labelledby="next-steps-title" sx={{ textAlign: 'center', mt: 6 }}>
      <Typography id="next-steps-title" variant="h2" sx={{ mb: 1 }}>
        Put the tips into practice
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Follow the getting-started guide, then practise a dialogue and watch your score improve.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/get-started" variant="contained" size="large">
          Get Started
        </Button>
        {user ? (
          <Button component={RouterLink} to="/dashboard" variant="outlined" size="large">
            Go to Dashboard
          </Button>
        ) : (
          <Button component={RouterLink} to="/signup" variant="outlined" size="large">
            Sign Up to Track Your Progress
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** /how-to-excel: the 8 preparation tips (spec §1). */
export function TipsPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ textAlign: 'center', mb: 5 }}>
        <Chip icon={<EmojiEventsIcon />} label={`${EXAM.extraPrPoints} extra PR points`} color="secondary" sx={{ mb: 2, fontWeight: 600 }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 2 }}>
          How to Excel in the CCL Test
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640, mx: 'auto' }}>
          Markers listen for three things in every segment: <strong>accuracy</strong>, <strong>fluency</strong> and{' '}
          <strong>completeness</strong>. These eight habits protect all three.
        </Typography>
      </Box>
      <Stack component="ol" aria-label="Preparation tips" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {TIPS.map((tip, index) => (
          <Card component="li" key={tip.title}>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Box
                  aria-hidden
                  sx={{ flexShrink: 0, width: 40, height: 40, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 700 }}
                >
                  {index + 1}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.4rem' }, mb: 0.5 }}>
                    {tip.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                    {tip.summary}
                  </Typography>
                  <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 1 } }}>
                    {tip.advice.map((line, i) => (
                      <Typography component="li" key={i}>
                        {line}
                      </Typography>
                    ))}
                  </Box>
                </Box>
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <NextSteps />
    </Container>
  );
}
