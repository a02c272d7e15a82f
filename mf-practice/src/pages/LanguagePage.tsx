import { Container, Stack, Typography } from '@mui/material';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ErrorPage, findLanguage, LoadingText, type Language } from '@ccl/shared';
import { useDeferredValue, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Difficulty, SortOrder } from '../features/language/api/types';
import { DialogueGrid } from '../features/language/components/DialogueGrid';
import { DialoguePager } from '../features/language/components/DialoguePager';
import { LanguageHeader } from '../features/language/components/LanguageHeader';
import { useDialogueList } from '../features/language/hooks/useDialogueList';
import { useListPosition } from '../features/language/hooks/useListPosition';

/** /language/{languageName}: a language's dialogues, newest first, ten a page. */
export default function LanguagePage() {
  const { languageName } = useParams();
  const navigate = useNavigate();
  const language = findLanguage(languageName);
  if (!language) {
    return (
      <ErrorPage
        title="Language Not Found!"
        message={`We don't have dialogues for “${languageName ?? ''}”. Choose one of the 12 CCL languages on the home page.`}
        actionLabel="Choose a language"
        onAction={() => navigate('/')}
      />
    );
  }
  // Keyed so that another language starts from page 1 with nothing of the last one on screen.
  return <LanguageDialogues key={language.name} language={language} />;
}

function LanguageDialogues({ language }: { language: Language }) {
  const navigate = useNavigate();
  const { page, sort, difficulty, show } = useListPosition();
  const list = useDialogueList(language.name, page, sort, difficulty);
  // Ten cards are the largest render of the visit, and a query's answer is rendered in one task (its store's
  // updates are synchronous): ~0.5 s on a slow phone during which a tap waits (Total Blocking Time, issue #14).
  // Drawn from a deferred copy, React renders them in slices; the count, the cards and the pager come together.
  const data = useDeferredValue(list.data);
  const loading = list.isPending || list.isPlaceholderData || data !== list.data;

  const lastPage = list.data && !list.isPlaceholderData ? list.data.lastPage : null;
  useEffect(() => {
    // A page number past the end (an old link, fewer dialogues now) shows the last page instead.
    if (lastPage !== null && page > lastPage) show({ page: lastPage });
  }, [page, lastPage, show]);

  if (list.isError) {
    return (
      <ErrorPage
        title="Something went wrong"
        message="Please try again in a little while."
        actionLabel="Try Again"
        onAction={() => navigate(-1)}
      />
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <LanguageHeader language={language.name} />

      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.9rem' } }}>
          Available Dialogues - {data ? data.total : '…'}
        </Typography>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label="Difficulty"
            value={difficulty ?? 'all'}
            onChange={(event) => show({ difficulty: event.target.value === 'all' ? null : (event.target.value as Difficulty), page: 1 })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="all">All levels</MenuItem>
            <MenuItem value="easy">Easy</MenuItem>
            <MenuItem value="medium">Medium</MenuItem>
            <MenuItem value="hard">Hard</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="Sort by"
            value={sort}
            onChange={(event) => show({ sort: event.target.value as SortOrder, page: 1 })}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="desc">Newest</MenuItem>
            <MenuItem value="asc">Oldest</MenuItem>
          </TextField>
        </Stack>
      </Stack>

      {loading || !data ? (
        <LoadingText text="Loading dialogues..." />
      ) : (
        <DialogueGrid dialogues={data.dialogues} language={language.name} />
      )}

      {data && <DialoguePager page={page} lastPage={data.lastPage} busy={loading} onPage={(target) => show({ page: target })} />}
    </Container>
  );
}
