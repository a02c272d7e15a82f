import { Box, Chip, Container, Typography } from '@mui/material';
import { FlagIcon, LANGUAGE_NAMES, languageSlug } from '@ccl/shared';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_NAME, usePageMeta } from '../../page-meta/hooks/usePageMeta';

/** An address for a language we don't offer: say so, without asking the API, and list the ones we do. */
export function LanguageNotFound() {
  usePageMeta(`Language Not Found — ${SITE_NAME}`);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' }, mb: 2 }}>
        Language Not Found!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We have vocabulary for these {LANGUAGE_NAMES.length} languages:
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', listStyle: 'none', p: 0, m: 0 }}>
        {LANGUAGE_NAMES.map((name) => (
          <li key={name}>
            <Chip
              component={RouterLink}
              to={`/vocabulary/${languageSlug(name)}`}
              clickable
              variant="outlined"
              icon={<FlagIcon language={name} size={14} />}
              label={name}
              sx={{ pl: 0.5 }}
            />
          </li>
        ))}
      </Box>
    </Container>
  );
}
