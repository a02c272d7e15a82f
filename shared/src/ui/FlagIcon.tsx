import { BD, CN, IN, LK, NP, PH, PK, SA, VN, type FlagComponent } from 'country-flag-icons/react/3x2';
import { findLanguage } from '../domain';

const FLAGS: Record<string, FlagComponent> = { BD, CN, IN, LK, NP, PH, PK, SA, VN };

/** The flag shown beside a language's name (a country where the language is widely spoken). */
export function FlagIcon({ language, size = 24 }: { language: string; size?: number }) {
  const country = findLanguage(language)?.country;
  const Flag = country ? FLAGS[country] : undefined;
  if (!Flag) return null;
  return (
    <Flag
      aria-hidden
      style={{ width: size * 1.5, height: size, borderRadius: 3, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)', flexShrink: 0 }}
    />
  );
}
