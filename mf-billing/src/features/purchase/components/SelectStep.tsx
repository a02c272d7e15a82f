import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { BetaNotice } from '../../packages/components/BetaNotice';
import { PRODUCTS_FAILED_MESSAGE, type CreditProductsQuery } from '../../packages/hooks/useCreditProducts';
import { creditsLabel, formatAud } from '../../packages/model/price';

interface SelectStepProps {
  products: CreditProductsQuery;
  selectedId: number | null;
  creatingIntent: boolean;
  paymentsEnabled: boolean;
  onChoose: (productId: number) => void;
  onContinue: () => void;
}

/** Step 1: the packages on sale; with purchases off (beta) the beta message instead of a way to pay. */
export function SelectStep({ products, selectedId, creatingIntent, paymentsEnabled, onChoose, onContinue }: SelectStepProps) {
  const list = products.data;
  if (!list && (products.isPending || products.isFetching)) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">Loading credit packages...</Typography>
      </Box>
    );
  }
  if (!list) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{PRODUCTS_FAILED_MESSAGE}</Alert>
        <Box>
          <Button onClick={() => void products.refetch()}>Try Again</Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {!paymentsEnabled && <BetaNotice />}
      <Typography id="purchase-package-label" color="text.secondary">
        Choose a credit package. Credits never expire.
      </Typography>
      <RadioGroup
        aria-labelledby="purchase-package-label"
        value={selectedId === null ? '' : String(selectedId)}
        onChange={(event) => onChoose(Number(event.target.value))}
      >
        <Stack spacing={1}>
          {list.map((product) => (
            <Box
              key={product.id}
              sx={{
                border: '1px solid',
                borderColor: selectedId === product.id ? 'primary.main' : 'divider',
                borderRadius: 2,
                px: 1.5,
                py: 0.5,
              }}
            >
              <FormControlLabel
                value={String(product.id)}
                disabled={creatingIntent}
                control={<Radio />}
                sx={{ width: '100%', m: 0 }}
                label={
                  <Box sx={{ py: 0.5 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {product.name} — {formatAud(product.price)} for {creditsLabel(product.credits)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {product.description}
                    </Typography>
                  </Box>
                }
              />
            </Box>
          ))}
        </Stack>
      </RadioGroup>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          onClick={onContinue}
          disabled={!paymentsEnabled || selectedId === null || creatingIntent}
          startIcon={creatingIntent ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {creatingIntent ? 'Preparing payment...' : 'Continue to Payment'}
        </Button>
      </Box>
    </Stack>
  );
}
