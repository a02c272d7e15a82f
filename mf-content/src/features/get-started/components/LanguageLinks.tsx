import { Box, Chip } from '@mui/material';
import { FlagIcon, LANGUAGE_NAMES, languageSlug } from '@ccl/shared';
import { Link as RouterLink } from 'react-router-dom';

/** The 12 languages as chips, each linking to the page `to` builds from its slug. */
export function LanguageLinks({ label, to }: { label: string; to: (slug: string) => string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {LANGUAGE_NAMES.map((name) => (
        <li key={name}>
          <Chip
            component={RouterLink}
            to={to(languageSlug(name))}
            clickable
            variant="outlined"
            icon={<FlagIcon language={name} size={14} />}
            label={name}
            sx={{ pl: 0.5 }}
          />
        </li>
      ))}
    </Box>
  );
}
