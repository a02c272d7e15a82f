import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { CreditProduct } from '../../packages/api/types';
import { creditsLabel, formatAud } from '../../packages/model/price';
import type { CardChange, CardInput, LoadPaymentGateway } from '../api/paymentGateway';
import type { ReadyCard } from '../hooks/usePurchase';

/**
 * Loads the payment provider (Stripe.js) when the payment step first shows and mounts its card
 * field; the field stays mounted through processing, because the provider reads the card from it.
 */
function useCardField(load: LoadPaymentGateway, publishableKey: string | null, onUnavailable: () => void) {
  const containerRef = useRef<HTMLDivElement>(null);
  const ready = useRef<ReadyCard | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [change, setChange] = useState<CardChange>({ complete: false, error: null });
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    let current = true;
    let card: CardInput | undefined;
    const fail = (error: unknown) => {
      if (!current) return;
      console.error('The payment provider could not be loaded', error);
      setStatus('failed');
      unavailable.current();
    };
    if (!publishableKey) {
      fail(new Error('No Stripe publishable key in /config.json'));
      return;
    }
    load(publishableKey).then((gateway) => {
      if (!current || !containerRef.current) return;
      card = gateway.mountCard(containerRef.current, setChange);
      ready.current = { gateway, card };
      setStatus('ready');
    }, fail);
    return () => {
      current = false;
      ready.current = null;
      card?.destroy();
    };
  }, [load, publishableKey]);

  return { containerRef, ready, status, change };
}

interface PaymentStepProps {
  product: CreditProduct;
  error: string | null;
  processing: boolean;
  loadGateway: LoadPaymentGateway;
  publishableKey: string | null;
  onBack: () => void;
  /** null when the provider, its card field or the payment intent is missing. */
  onPay: (card: ReadyCard | null) => void;
  onUnavailable: () => void;
}

/** Step 2 (and 3, processing): the card form for the chosen package. */
export function PaymentStep({ product, error, processing, loadGateway, publishableKey, onBack, onPay, onUnavailable }: PaymentStepProps) {
  const { containerRef, ready, status, change } = useCardField(loadGateway, publishableKey, onUnavailable);

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!processing) onPay(ready.current);
      }}
    >
      <Typography>
        {product.name}: {creditsLabel(product.credits)} for {formatAud(product.price)}
      </Typography>
      <Box>
        <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 0.5 }} id="card-details-label">
          Card details
        </Typography>
        {status === 'loading' && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2" color="text.secondary">
              Loading the secure card form...
            </Typography>
          </Box>
        )}
        <Box
          ref={containerRef}
          role="group"
          aria-labelledby="card-details-label"
          data-testid="card-field"
          sx={{
            display: status === 'ready' ? 'block' : 'none',
            border: '1px solid',
            borderColor: change.error ? 'error.main' : 'divider',
            borderRadius: 1,
            px: 1.5,
            py: 1.5,
            bgcolor: 'background.paper',
          }}
        />
        {change.error && !processing && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {change.error}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Card details go straight to our payment provider, Stripe; CCL Practice never sees or stores them.
        </Typography>
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {processing && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={18} aria-hidden />
          <Typography>Processing your payment...</Typography>
        </Box>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack} disabled={processing}>
          Back to Selection
        </Button>
        <Button type="submit" variant="contained" disabled={processing}>
          {processing ? 'Processing...' : `Pay ${formatAud(product.price)}`}
        </Button>
      </Stack>
    </Stack>
  );
}
