import { Box, Card, CardContent, IconButton, Typography } from '@mui/material';
import StopIcon from '@mui/icons-material/StopCircleOutlined';
import VolumeUpIcon from '@mui/icons-material/VolumeUpOutlined';
import type { Language } from '@ccl/shared';
import { AddToDeckButton } from '../../deck/components/AddToDeckButton';
import type { VocabularyCategory, VocabularySpeechSide } from '../api/types';

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

/** One topic's terms as 'english word → translated word', each side playable as speech. */
export function VocabularyCategoryCard({
  category,
  language,
  speech,
}: {
  category: VocabularyCategory;
  language: Language;
  speech: SpeechControls;
}) {
  const headingId = topicAnchor(category.category_name);
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', mb: 1, scrollMarginTop: 80 }}>
          {category.category_name}
        </Typography>
        {category.terms.length === 0 ? (
          <Typography color="text.secondary">No terms in this topic yet.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {category.terms.map((term) => (
              <Box
                component="li"
                key={term.id}
                data-testid="vocabulary-term"
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  columnGap: 0.5,
                  py: 0.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-of-type': { borderBottom: 0 },
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
                  <SpeakButton termId={term.id} side="english" word={term.english_word} languageName="English" speech={speech} />
                  <Typography component="span" lang="en">
                    {term.english_word}
                  </Typography>
                </Box>
                {/* The arrow stays with the translation, so a narrow screen wraps before it, not after. */}
                <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
                  <Typography component="span" color="text.secondary" sx={{ px: 0.5 }}>
                    →
                  </Typography>
                  <Typography component="span" lang={language.code} dir="auto" sx={{ fontWeight: 600 }}>
                    {term.translated_word}
                  </Typography>
                  <SpeakButton
                    termId={term.id}
                    side="translated"
                    word={term.translated_word}
                    languageName={language.name}
                    speech={speech}
                  />
                </Box>
                <AddToDeckButton termId={term.id} word={term.english_word} />
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
