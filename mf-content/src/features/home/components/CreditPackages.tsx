import { Box, Button, Card, CardContent, Chip, Container, Grid, Link, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { findLanguage, languageSlug, PACKAGES, useCreditConfig, useSession } from '@ccl/shared';
import { Link as RouterLink } from 'react-router-dom';
import { credits } from '../../credits/model/credits';

function Feature({ children }: { children: string }) {
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <CheckIcon fontSize="small" color="primary" aria-hidden />
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/** Guests are invited to sign up; signed-in users are sent on to practise (spec §2 "sign-up call to action"). */
function CallToAction({ freeCredits }: { freeCredits: number }) {
  const user = useSession((s) => s.user);
  if (!user) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h3">Start practising today</Typography>
        <Typography color="text.secondary">Sign up and get {credits(freeCredits)} free — no card needed.</Typography>
        <Button component={RouterLink} to="/signup" variant="contained" size="large">
          Sign Up Free
        </Button>
      </Stack>
    );
  }
  const lastLanguage = findLanguage(user.last_used_language);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h3">Ready for your next dialogue?</Typography>
      <Typography color="text.secondary">
        You have {credits(user.available_credits)}. Pick a language and practise, or check your scores.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {lastLanguage ? (
          <Button component={RouterLink} to={`/language/${languageSlug(lastLanguage.name)}`} variant="contained" size="large">
            Continue with {lastLanguage.name}
          </Button>
        ) : (
          <Button component="a" href="#languages" variant="contained" size="large">
            Pick a Language
          </Button>
        )}
        <Button component={RouterLink} to="/dashboard" variant="outlined" size="large">
          Go to Dashboard
        </Button>
      </Stack>
    </Stack>
  );
}

/** The two credit packages of spec §9 and what credits are, then the call to action. */
export function CreditPackages() {
  const { free_credit_amount: freeCredits, credit_cost_per_dialogue: cost } = useCreditConfig();
  return (
    <Box component="section" aria-labelledby="pricing-title" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="md">
        <Typography id="pricing-title" variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
          Simple credits, no subscriptions
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
          An AI-scored dialogue costs {credits(cost)}. Credits never expire, there are no subscriptions, and you can top up as often as you
          like. CCL Practice is in beta with full free access.
        </Typography>
        <Grid container spacing={3} sx={{ mb: 5 }}>
          {PACKAGES.map((pack) => (
            <Grid key={pack.name} size={{ xs: 12, sm: 6 }}>
              <Card
                sx={{
                  height: '100%',
                  borderColor: pack.prioritySupport ? 'primary.main' : undefined,
                  borderWidth: pack.prioritySupport ? 2 : 1,
                }}
              >
                <CardContent>
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                    <Typography variant="h3">{pack.name}</Typography>
                    {pack.prioritySupport && <Chip label="Best value" color="primary" size="small" />}
                  </Stack>
                  <Typography sx={{ fontSize: '2rem', fontWeight: 700 }}>
                    ${pack.priceAud}{' '}
                    <Typography component="span" color="text.secondary">
                      AUD
                    </Typography>
                  </Typography>
                  <Typography sx={{ fontWeight: 600, mb: 2 }}>{pack.credits} credits</Typography>
                  <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    <Feature>AI scoring out of 45 with segment feedback</Feature>
                    <Feature>Credits never expire</Feature>
                    {pack.prioritySupport && <Feature>Priority support</Feature>}
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Typography sx={{ textAlign: 'center', mb: 5 }}>
          <Link component={RouterLink} to="/pricing">
            See pricing details
          </Link>
        </Typography>
        <CallToAction freeCredits={freeCredits} />
      </Container>
    </Box>
  );
}
