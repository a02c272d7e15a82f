import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { creditsLabel } from '../../packages/model/price';
import type { PricingPackage } from '../model/pricingPackages';

function Feature({ children }: { children: string }) {
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <CheckIcon fontSize="small" color="primary" aria-hidden />
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

interface PackageCardProps {
  pack: PricingPackage;
  canBuy: boolean;
  onBuy: (pack: PricingPackage) => void;
}

/** One credit package: price, credits, what comes with it, and its Buy button. */
export function PackageCard({ pack, canBuy, onBuy }: PackageCardProps) {
  const headingId = `package-${pack.key}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: pack.prioritySupport ? 'primary.main' : undefined,
        borderWidth: pack.prioritySupport ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={headingId} variant="h3" component="h2">
            {pack.name}
          </Typography>
          {pack.prioritySupport && <Chip label="Priority support" color="primary" size="small" />}
        </Stack>
        <Typography sx={{ fontSize: '2.2rem', fontWeight: 700, lineHeight: 1.2 }}>
          ${Number.isInteger(pack.price) ? pack.price : pack.price.toFixed(2)}{' '}
          <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 500 }}>
            AUD
          </Typography>
        </Typography>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{creditsLabel(pack.credits)}</Typography>
        {pack.description && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {pack.description}
          </Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
          <Feature>Credits never expire</Feature>
          <Feature>One-off payment, no subscription</Feature>
          <Feature>Any of the 12 languages</Feature>
          {pack.prioritySupport && <Feature>Priority support</Feature>}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          variant={pack.prioritySupport ? 'contained' : 'outlined'}
          disabled={!canBuy || pack.productId === null}
          onClick={() => onBuy(pack)}
        >
          Buy {pack.name}
        </Button>
      </CardActions>
    </Card>
  );
}
