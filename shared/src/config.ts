import { create } from 'zustand';

/** Public settings the server hands the browser at start (GET /config.json); nothing is compiled in. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Plausible-style event endpoint; null sends nothing. */
  analyticsEndpoint: string | null;
  analyticsDomain: string | null;
  /** Ad network client id; null shows no third-party ads. */
  adClient: string | null;
  /** Ad unit the slot asks the network for; null lets the network choose (auto ads). */
  adSlot: string | null;
  adScriptUrl: string | null;
  /** The team account whose posts carry the verified badge. */
  verifiedUserId: number | null;
  stripePublishableKey: string | null;
  paymentsEnabled: boolean;
  supportEmail: string;
  supportPhone: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  analyticsEndpoint: null,
  analyticsDomain: null,
  adClient: null,
  adSlot: null,
  adScriptUrl: null,
  verifiedUserId: null,
  stripePublishableKey: null,
  paymentsEnabled: false,
  supportEmail: 'support@cclpractice.com.au',
  supportPhone: '+61 8 7200 1234',
};

export const useRuntimeConfig = create<RuntimeConfig>(() => DEFAULT_RUNTIME_CONFIG);

export function getRuntimeConfig(): RuntimeConfig {
  return useRuntimeConfig.getState();
}

/** Takes the settings as /config.json answers them (the shell may find them written into its page instead). */
export function applyRuntimeConfig(loaded: Partial<RuntimeConfig>): RuntimeConfig {
  useRuntimeConfig.setState({ ...DEFAULT_RUNTIME_CONFIG, ...stripNulls(loaded) }, true);
  return getRuntimeConfig();
}

/** Reads /config.json; a missing or broken file keeps the defaults rather than blocking the site. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) applyRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch (error) {
    console.warn('Runtime config unavailable, using defaults', error);
  }
  return getRuntimeConfig();
}

function stripNulls(config: Partial<RuntimeConfig>): Partial<RuntimeConfig> {
  return Object.fromEntries(
    Object.entries(config).filter(
      ([key, value]) => value !== undefined && !(value === null && key in { supportEmail: 1, supportPhone: 1, apiBaseUrl: 1 }),
    ),
  ) as Partial<RuntimeConfig>;
}
