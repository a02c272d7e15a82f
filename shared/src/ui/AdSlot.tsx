import { Box, Link, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRuntimeConfig } from '../config';
import { seesAds, useSession } from '../session/session';

/** The fixed id the ad network fills. */
export const AD_SLOT_ID = 'ccl-ad-slot';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

let adScriptRequested = false;

function requestAdScript(src: string): void {
  if (adScriptRequested) return;
  adScriptRequested = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.crossOrigin = 'anonymous';
  document.head.appendChild(script);
}

/**
 * The ad slot shown to guests and Free-plan users (spec §2, §6). The ad network's script loads only
 * when an ad client is configured; without one the slot promotes the ad-free plan instead.
 */
export function AdSlot() {
  const user = useSession((s) => s.user);
  const loading = useSession((s) => s.loading);
  const { adClient, adSlot, adScriptUrl } = useRuntimeConfig();
  const pushed = useRef(false);
  const visible = !loading && seesAds(user);

  useEffect(() => {
    if (!visible || !adClient) return;
    requestAdScript(adScriptUrl ?? `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(adClient)}`);
    if (!pushed.current) {
      pushed.current = true;
      (window.adsbygoogle = window.adsbygoogle ?? []).push({});
    }
  }, [visible, adClient, adScriptUrl]);

  if (!visible) return null;
  return (
    <Box
      component="aside"
      id={AD_SLOT_ID}
      aria-label="Advertisement"
      data-testid="ad-slot"
      sx={{
        my: 3,
        mx: 'auto',
        maxWidth: 970,
        minHeight: 90,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.paper',
      }}
    >
      {adClient ? (
        <ins
          className="adsbygoogle"
          style={{ display: 'block', width: '100%' }}
          data-ad-client={adClient}
          {...(adSlot ? { 'data-ad-slot': adSlot } : {})}
          data-ad-format="auto"
          data-full-width-responsive="true"
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Advertisement · Practise without ads on a paid plan —{' '}
          <Link component={RouterLink} to="/pricing">
            see pricing
          </Link>
        </Typography>
      )}
    </Box>
  );
}
