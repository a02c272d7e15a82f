import { Alert, Box, Button, Chip, Container, Grid, Link, Stack, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { AdSlot, capitalise, findLanguage, FlagIcon, LANGUAGE_NAMES, languageSlug, LoadingText, type Language } from '@ccl/shared';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SITE_NAME, usePageMeta } from '../common/usePageMeta';
import { useTermSpeech } from './useTermSpeech';
import { topicAnchor, VocabularyCategoryCard } from './VocabularyCategoryCard';
import { useVocabulary } from './useVocabulary';

/** An address for a language we don't offer: say so, without asking the API, and list the ones we do. */
function LanguageNotFound() {
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
            <Chip component={RouterLink} to={`/vocabulary/${languageSlug(name)}`} clickable variant="outlined" icon={<FlagIcon language={name} size={14} />} label={name} sx={{ pl: 0.5 }} />
          </li>
        ))}
      </Box>
    </Container>
  );
}

function Vocabulary({ language }: { language: Language }) {
  const name = language.name;
  usePageMeta(`${name} Vocabulary — ${SITE_NAME}`, `${name} vocabulary for the CCL test by topic: English terms with their ${name} translations, each with audio.`);
  const { state, retry } = useVocabulary(name);
  const { audioProps, isPlaying, toggle } = useTermSpeech();
  const speech = { isPlaying, toggle };
  const loadedTerms = state.status === 'loaded' ? state.categories.reduce((sum, c) => sum + c.terms.length, 0) : 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <FlagIcon language={name} size={28} />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.3rem' } }}>
            {capitalise(name)} Vocabularies
          </Typography>
        </Stack>
        <Button component={RouterLink} to={`/language/${languageSlug(name)}`} variant="contained" startIcon={<MenuBookIcon />}>
          Dialogue
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Terms candidates meet in each CCL topic, in English and {name}. Press a speaker button to hear a term, then say it back.
      </Typography>

      <AdSlot />

      {state.status === 'loading' && <LoadingText text="Loading vocabulary..." />}
      {state.status === 'unexpected' && <Alert severity="error">Unexpected response format.</Alert>}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Try Again
            </Button>
          }
        >
          Failed to load vocabulary.
        </Alert>
      )}
      {state.status === 'loaded' && loadedTerms === 0 && (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
          No vocabulary found for {name}.
        </Typography>
      )}
      {state.status === 'loaded' && loadedTerms > 0 && (
        <>
          <Box component="nav" aria-label="Topics" sx={{ my: 2 }}>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
              {state.categories.map((category) => (
                <li key={category.category_name}>
                  <Link href={`#${topicAnchor(category.category_name)}`} variant="body2" underline="hover" sx={{ display: 'inline-block', px: 1.25, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 4 }}>
                    {category.category_name} ({category.terms.length})
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Grid container spacing={2}>
            {state.categories.map((category) => (
              <Grid key={category.category_name} size={{ xs: 12, md: 6 }}>
                <VocabularyCategoryCard category={category} language={language} speech={speech} />
              </Grid>
            ))}
          </Grid>
        </>
      )}
      <audio {...audioProps} />
    </Container>
  );
}

/** /vocabulary/{language} (spec §2 "Vocabulary"). */
export function VocabularyPage() {
  const { language: param } = useParams();
  const language = findLanguage(param);
  return language ? <Vocabulary key={language.name} language={language} /> : <LanguageNotFound />;
}
