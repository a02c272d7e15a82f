import { Alert, Button, Container, Grid, Stack, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { AdSlot, capitalise, findLanguage, FlagIcon, languageSlug, LoadingText, type Language } from '@ccl/shared';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SITE_NAME, usePageMeta } from '../features/page-meta/hooks/usePageMeta';
import { UnexpectedVocabularyFormat } from '../features/vocabulary/api/vocabulary';
import { LanguageNotFound } from '../features/vocabulary/components/LanguageNotFound';
import { TopicLinks } from '../features/vocabulary/components/TopicLinks';
import { VocabularyCategoryCard } from '../features/vocabulary/components/VocabularyCategoryCard';
import { useTermSpeech } from '../features/vocabulary/hooks/useTermSpeech';
import { useVocabulary } from '../features/vocabulary/hooks/useVocabulary';

/** The topics a phone's first screen shows: their terms are drawn with the page, by the server for a guest. */
const TOPICS_WITH_TERMS_AT_ONCE = 2;

function Vocabulary({ language }: { language: Language }) {
  const name = language.name;
  usePageMeta(
    `${name} Vocabulary — ${SITE_NAME}`,
    `${name} vocabulary for the CCL test by topic: English terms with their ${name} translations, each with audio.`,
  );
  const vocabulary = useVocabulary(name);
  const { audioProps, isPlaying, toggle } = useTermSpeech();
  const speech = { isPlaying, toggle };
  const categories = vocabulary.data ?? [];
  const termCount = categories.reduce((sum, c) => sum + c.terms.length, 0);
  // Try Again shows the loading text again, as the first attempt did.
  const loading = vocabulary.isPending || (vocabulary.isError && vocabulary.isFetching);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
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

      {loading ? (
        <LoadingText text="Loading vocabulary..." />
      ) : vocabulary.error instanceof UnexpectedVocabularyFormat ? (
        <Alert severity="error">Unexpected response format.</Alert>
      ) : vocabulary.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void vocabulary.refetch()}>
              Try Again
            </Button>
          }
        >
          Failed to load vocabulary.
        </Alert>
      ) : termCount === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
          No vocabulary found for {name}.
        </Typography>
      ) : (
        <>
          <TopicLinks categories={categories} />
          <Grid container spacing={2}>
            {categories.map((category, index) => (
              <Grid key={category.category_name} size={{ xs: 12, md: 6 }}>
                <VocabularyCategoryCard
                  category={category}
                  language={language}
                  speech={speech}
                  termsAtOnce={index < TOPICS_WITH_TERMS_AT_ONCE}
                />
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
export default function VocabularyPage() {
  const { language: param } = useParams();
  const language = findLanguage(param);
  return language ? <Vocabulary key={language.name} language={language} /> : <LanguageNotFound />;
}
