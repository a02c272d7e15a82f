import { Box, Card, CardContent, IconButton, Typography } from '@mui/material';
import StopIcon from '@mui/icons-material/StopCircleOutlined';
import VolumeUpIcon from '@mui/icons-material/VolumeUpOutlined';
import { useSession, type Language } from '@ccl/shared';
import { startTransition, useState } from 'react';
import { defaultFallbackInView, useOnInView } from 'react-intersection-observer';
import { AddToDeckButton } from '../../deck/components/AddToDeckButton';
import type { VocabularyCategory, VocabularySpeechSide } from '../api/types';

// Without IntersectionObserver (old browsers) every card shows its terms at once.
defaultFallbackInView(true);

export function topicAnchor(categoryName: string): string {
  return `topic-${categoryName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

interface SpeechControls {
  isPlaying: (termId: number, side: VocabularySpeechSide) => boolean;
  toggle: (termId: number, side: VocabularySpeechSide) => void;
}

function SpeakButton({
  termId,
  side,
  word,
  languageName,
  speech,
}: {
  termId: number;
  side: VocabularySpeechSide;
  word: string;
  languageName: string;
  speech: SpeechControls;
}) {
  const playing = speech.isPlaying(termId, side);
  return (
    <IconButton
      size="small"
      color={playing ? 'secondary' : 'primary'}
      aria-label={`${playing ? 'Stop' : 'Play'} ${languageName}: ${word}`}
      onClick={() => speech.toggle(termId, side)}
      sx={{ flexShrink: 0 }}
    >
      {playing ? <StopIcon fontSize="small" /> : <VolumeUpIcon fontSize="small" />}
    </IconButton>
  );
}

/*
 * A language has 300+ terms on one page, and mounting every row at once cost seconds of main thread on a
 * phone (issue #14). So a card mounts its terms only when it comes within a screen of the viewport (a
 * topic link scrolls it there), keeping their height reserved until then; each row is plain elements
 * styled once by the list's sx rather than a styled component per cell; and the add-to-deck button (a
 * mutation each) is mounted for signed-in users only.
 */
const TERM_HEIGHT_PX = 41;
const termListSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  typography: 'body1',
  '& > li': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: 0.5,
    py: 0.5,
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& > li:last-of-type': { borderBottom: 0 },
  // The arrow stays with the translation, so a narrow screen wraps before it, not after.
  '& .term-side': { display: 'flex', alignItems: 'center', minWidth: 0 },
  '& .term-arrow': { color: 'text.secondary', px: 0.5 },
  '& .term-translated': { fontWeight: 600 },
} as const;

function TermList({ category, language, speech }: { category: VocabularyCategory; language: Language; speech: SpeechControls }) {
  const signedIn = useSession((s) => s.user !== null);
  return (
    <Box component="ul" sx={termListSx}>
      {category.terms.map((term) => (
        <li key={term.id} data-testid="vocabulary-term">
          <span className="term-side">
            <SpeakButton termId={term.id} side="english" word={term.english_word} languageName="English" speech={speech} />
            <span lang="en">{term.english_word}</span>
          </span>
          <span className="term-side">
            <span className="term-arrow">→</span>
            <span className="term-translated" lang={language.code} dir="auto">
              {term.translated_word}
            </span>
            <SpeakButton termId={term.id} side="translated" word={term.translated_word} languageName={language.name} speech={speech} />
          </span>
          {signedIn && <AddToDeckButton termId={term.id} word={term.english_word} />}
        </li>
      ))}
    </Box>
  );
}

/** One topic's terms as 'english word → translated word', each side playable as speech. */
export function VocabularyCategoryCard({
  category,
  language,
  speech,
  termsAtOnce = false,
}: {
  category: VocabularyCategory;
  language: Language;
  speech: SpeechControls;
  /** Drawn with the page (the topics on a phone's first screen); the others mount their terms as they come near. */
  termsAtOnce?: boolean;
}) {
  const headingId = topicAnchor(category.category_name);
  const [termsShown, setTermsShown] = useState(termsAtOnce);
  // As a transition, a card's terms are rendered in slices: the cards near the screen come into view together as
  // the page opens, and their terms would otherwise be one long task on a phone (issue #14).
  const ref = useOnInView(
    (inView) => {
      if (inView) startTransition(() => setTermsShown(true));
    },
    { triggerOnce: true, rootMargin: '100% 0px', skip: termsShown },
  );
  return (
    <Card ref={ref} component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', mb: 1, scrollMarginTop: 80 }}>
          {category.category_name}
        </Typography>
        {category.terms.length === 0 ? (
          <Typography color="text.secondary">No terms in this topic yet.</Typography>
        ) : termsShown ? (
          <TermList category={category} language={language} speech={speech} />
        ) : (
          <Box data-testid="vocabulary-terms-pending" sx={{ minHeight: category.terms.length * TERM_HEIGHT_PX }} />
        )}
      </CardContent>
    </Card>
  );
}
