/**
 * The product's vocabulary and constants (spec §3 and §9). Pure data, no React: the API imports
 * this module too (`@ccl/shared/domain`), so both sides agree on languages, categories and limits.
 */

export const LANGUAGES = [
  { name: 'Arabic', code: 'ar', country: 'SA', script: 'Arabic' },
  { name: 'Bangla', code: 'bn', country: 'BD', script: 'Bengali' },
  { name: 'Filipino', code: 'fil', country: 'PH', script: 'Latin' },
  { name: 'Gujarati', code: 'gu', country: 'IN', script: 'Gujarati' },
  { name: 'Hindi', code: 'hi', country: 'IN', script: 'Devanagari' },
  { name: 'Mandarin', code: 'zh', country: 'CN', script: 'Han' },
  { name: 'Nepali', code: 'ne', country: 'NP', script: 'Devanagari' },
  { name: 'Punjabi', code: 'pa', country: 'IN', script: 'Gurmukhi' },
  { name: 'Tamil', code: 'ta', country: 'LK', script: 'Tamil' },
  { name: 'Telugu', code: 'te', country: 'IN', script: 'Telugu' },
  { name: 'Urdu', code: 'ur', country: 'PK', script: 'Arabic' },
  { name: 'Vietnamese', code: 'vi', country: 'VN', script: 'Latin' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageName = Language['name'];

export const LANGUAGE_NAMES: readonly LanguageName[] = LANGUAGES.map((l) => l.name);

/** Case-insensitive lookup ('hindi', 'Hindi', 'HINDI'); undefined for anything else. */
export function findLanguage(name: string | undefined | null): Language | undefined {
  if (!name) return undefined;
  const wanted = name.trim().toLowerCase();
  return LANGUAGES.find((l) => l.name.toLowerCase() === wanted);
}

/** The path segment used in /language/{languageName}: lowercase and URL-encoded. */
export function languageSlug(name: string): string {
  return encodeURIComponent(name.toLowerCase());
}

/** 'hindi' → 'Hindi' (the capitalisation GET /vocabulary expects). */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

export const CATEGORIES = [
  'Business',
  'Consumer Affairs',
  'Employment',
  'Health',
  'Immigration/Settlement',
  'Legal',
  'Community',
  'Education',
  'Financial',
  'Housing',
  'Insurance',
  'Social Services',
] as const;

export type CategoryName = (typeof CATEGORIES)[number];

export const PRACTICE_MODE = { test: 0, practice: 1 } as const;
export type PracticeMode = (typeof PRACTICE_MODE)[keyof typeof PRACTICE_MODE];

export const LIMITS = {
  dialoguesPerPage: 10,
  discussionsPerPage: 10,
  maxScore: 45,
  passOverall: 63,
  passPerDialogue: 29,
  creditCostPerDialogueFallback: 1,
  freeCreditAmountFallback: 99,
  recordingMaxSeconds: 20,
  chimeDelaySeconds: 5,
  purchaseCountdownSeconds: 5,
  headerScrollThreshold: 10,
  toastMs: 3000,
  tooltipDelayMs: 700,
  waveformHeight: 80,
  languageTickerSeconds: 40,
  deleteConfirmationWord: 'DELETE',
  minimumAge: 18,
  extraPrPoints: 5,
} as const;

export const RECORDING = {
  mimeType: 'audio/ogg',
  fileName: 'recording.ogg',
  sampleRate: 16000,
  channels: 1,
  bitDepth: 16,
  bitsPerSecond: 64000,
} as const;

export const PACKAGES = [
  { name: 'Basic', priceAud: 25, credits: 20, prioritySupport: false },
  { name: 'Premium', priceAud: 45, credits: 40, prioritySupport: true },
] as const;

/** "Segment X/Y": speaker and interpreter turns alternate, so both halve and round up. */
export function displaySegment(segmentOrder: number, totalSegments: number): { current: number; total: number } {
  return { current: Math.ceil(segmentOrder / 2), total: Math.ceil(totalSegments / 2) };
}

/** Spec §8: said of an attempt completed without credit — on the complete page and in the dashboard's results. */
export const SCORING_NOT_PROCESSED = 'Scoring was not processed for this attempt. Add credits to unlock your AI-generated results.';
