import { Box, Button, Container, Grid, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { ErrorPage, FlagIcon, findLanguage, languageSlug, LoadingText, useSession, type Language } from '@ccl/shared';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DialogueCard } from './DialogueCard';
import { useDialogueList, type DialoguePage, type SortOrder } from './useDialogueList';

/** /language/{languageName}: a language's dialogues, newest first, ten a page. */
export function LanguagePage() {
  const { languageName } = useParams();
  const language = findLanguage(languageName);
  if (!language) return <LanguageNotFound name={languageName ?? ''} />;
  // Keyed so that another language starts from page 1 with fresh state.
  return <LanguageDialogues key={language.name} language={language} />;
}

function LanguageNotFound({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <ErrorPage title="Language Not Found!" message={`We don't have dialogues for “${name}”. Choose one of the 12 CCL languages on the home page.`} actionLabel="Choose a language" onAction={() => navigate('/')} />
  );
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function LanguageDialogues({ language }: { language: Language }) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  // Page and sort live in the query string, so coming back from a dialogue returns to the same page.
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const sort: SortOrder = params.get('sort') === 'asc' ? 'asc' : 'desc';
  const list = useDialogueList(language.name, page, sort);
  const slug = languageSlug(language.name);

  const show = (next: { page?: number; sort?: SortOrder }) => {
    const query = new URLSearchParams(params);
    const nextPage = next.page ?? page;
    const nextSort = next.sort ?? sort;
    if (nextPage > 1) query.set('page', String(nextPage));
    else query.delete('page');
    if (nextSort === 'asc') query.set('sort', 'asc');
    else query.delete('sort');
    setParams(query, { replace: true });
  };

  const lastPage = list.status === 'ready' ? list.page.lastPage : null;
  useEffect(() => {
    // A page number past the end (an old link, fewer dialogues now) shows the last page instead.
    if (lastPage !== null && page > lastPage) show({ page: lastPage });
    // show() is rebuilt every render; page and lastPage are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, lastPage]);

  if (list.status === 'failed') {
    return <ErrorPage title="Something went wrong" message="Please try again in a little while." actionLabel="Try Again" onAction={() => navigate(-1)} />;
  }

  const shown: DialoguePage | null = list.status === 'ready' ? list.page : list.previous;

  const goToPage = (target: number) => {
    if (!shown) return;
    // Only pages that exist: 1 .. last_page.
    if (target < 1 || target > shown.lastPage || target === page) return;
    show({ page: target });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', gap: 2, mb: 4 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <FlagIcon language={language.name} size={28} />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
            {language.name} Dialogues
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={`/vocabulary/${slug}`} variant="outlined" startIcon={<MenuBookIcon />}>
            Vocabulary
          </Button>
          <Button variant="contained" startIcon={<AutoAwesomeIcon />} onClick={() => navigate(user ? `/dialogue/${slug}` : '/login')}>
            Generate Dialogue
          </Button>
        </Stack>
      </Stack>

      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.9rem' } }}>
          Available Dialogues - {shown ? shown.total : '…'}
        </Typography>
        <TextField select size="small" label="Sort by" value={sort} onChange={(event) => show({ sort: event.target.value as SortOrder, page: 1 })} sx={{ minWidth: 150 }}>
          <MenuItem value="desc">Newest</MenuItem>
          <MenuItem value="asc">Oldest</MenuItem>
        </TextField>
      </Stack>

      {list.status === 'loading' ? (
        <LoadingText text="Loading dialogues..." />
      ) : list.page.dialogues.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          No completed dialogues available for this language.
        </Typography>
      ) : (
        <Grid container spacing={2.5}>
          {list.page.dialogues.map((dialogue) => (
            <Grid key={dialogue.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <DialogueCard dialogue={dialogue} language={language.name} />
            </Grid>
          ))}
        </Grid>
      )}

      {shown && (
        <Box component="nav" aria-label="Dialogue pages" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 4 }}>
          <IconButton aria-label="Previous page" onClick={() => goToPage(page - 1)} disabled={list.status !== 'ready' || page <= 1}>
            <NavigateBeforeIcon />
          </IconButton>
          <Typography aria-live="polite">
            Page {Math.min(page, shown.lastPage)} of {shown.lastPage}
          </Typography>
          <IconButton aria-label="Next page" onClick={() => goToPage(page + 1)} disabled={list.status !== 'ready' || page >= shown.lastPage}>
            <NavigateNextIcon />
          </IconButton>
        </Box>
      )}
    </Container>
  );
}
