import { Box, Button, Container, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { useCreditConfig, useRuntimeConfig, useSession, useToasts } from '@ccl/shared';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BetaNotice } from '../features/packages/components/BetaNotice';
import { useCreditProducts } from '../features/packages/hooks/useCreditProducts';
import { creditsLabel } from '../features/packages/model/price';
import { PackageCard } from '../features/pricing/components/PackageCard';
import { pricingPackages, type PricingPackage } from '../features/pricing/model/pricingPackages';
import { LOGIN_REQUIRED_MESSAGE } from '../features/purchase/hooks/usePurchase';

// Its code (a dialog, inputs, the payment steps) is downloaded on the first Buy, not with the page (issue #14).
const CreditPurchaseDialog = lazy(() => import('./CreditPurchaseDialog'));

const CREDIT_FACTS = [
  { title: 'Credits never expire', text: 'Use them this week or next year: unused credits stay in your account.' },
  { title: 'No subscriptions', text: 'Every purchase is a one-off payment. Nothing renews and nothing to cancel.' },
  { title: 'Unlimited top-ups', text: 'Buy another package whenever you need more practice.' },
];

/** /pricing (spec §2 Pricing, §9): the packages, what credits are, and the way to buy them. */
export default function PricingPage() {
  const { showToast } = useToasts();
  const paymentsEnabled = useRuntimeConfig((config) => config.paymentsEnabled);
  const user = useSession((session) => session.user);
  const products = useCreditProducts();
  // Free credits at sign-up: the spec's fallback (99) until GET /credit-config answers, or if it fails.
  const freeCredits = useCreditConfig().free_credit_amount;
  const [purchase, setPurchase] = useState<{ open: boolean; productId: number | null }>({ open: false, productId: null });
  // Mounted from the first Buy on: unmounting it when it closes would cut its closing transition.
  const [purchaseWanted, setPurchaseWanted] = useState(false);
  const packages = pricingPackages(products.data);

  const buy = (pack: PricingPackage) => {
    if (!user) {
      showToast(LOGIN_REQUIRED_MESSAGE, { variant: 'error' });
      return;
    }
    setPurchaseWanted(true);
    setPurchase({ open: true, productId: pack.productId });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={4}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h1" sx={{ mb: 1 }}>
            Pricing
          </Typography>
          <Typography color="text.secondary">
            Buy credits for AI-scored CCL practice dialogues. Pay once, practise at your own pace.
          </Typography>
        </Box>

        {!paymentsEnabled && <BetaNotice />}

        <Grid container spacing={3} component="section" aria-label="Credit packages">
          {packages.map((pack) => (
            <Grid key={pack.key} size={{ xs: 12, sm: 6 }}>
              <PackageCard pack={pack} canBuy={paymentsEnabled} onBuy={buy} />
            </Grid>
          ))}
        </Grid>

        {!user && (
          <Typography sx={{ textAlign: 'center' }}>
            Already have an account?{' '}
            <Link component={RouterLink} to="/login">
              Log in to purchase credits
            </Link>
          </Typography>
        )}

        <Grid container spacing={2} component="section" aria-label="How credits work">
          {CREDIT_FACTS.map((fact) => (
            <Grid key={fact.title} size={{ xs: 12, sm: 4 }}>
              <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
                <Typography variant="h4" component="h2" sx={{ mb: 0.5 }}>
                  {fact.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {fact.text}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>

        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="free-credits-title"
          sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }}
        >
          <Typography id="free-credits-title" variant="h3" component="h2" sx={{ mb: 1 }}>
            {creditsLabel(freeCredits)} free when you sign up
          </Typography>
          <Typography color="text.secondary" sx={{ mb: user ? 0 : 2 }}>
            Every new account starts with {creditsLabel(freeCredits)}, no card needed.
          </Typography>
          {!user && (
            <Button component={RouterLink} to="/signup" variant="contained">
              Sign Up Free
            </Button>
          )}
        </Paper>
      </Stack>

      {purchaseWanted && (
        <Suspense fallback={null}>
          <CreditPurchaseDialog
            open={purchase.open}
            initialProductId={purchase.productId}
            onClose={() => setPurchase((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      )}
    </Container>
  );
}
