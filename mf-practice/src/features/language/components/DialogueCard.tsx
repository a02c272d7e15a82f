import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DescriptionIcon from '@mui/icons-material/Description';
import { DeferredTooltip, formatScore, languageSlug } from '@ccl/shared';
import { type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Dialogue } from '../../dialogue/api/types';
import { CategoryIcon } from '../../dialogue/components/CategoryIcon';
import { DialogueLevel } from '../../dialogue/components/DialogueLevel';
import { dialoguePath } from '../../dialogue/model/dialoguePath';

/** What a score rests on (issue #17), shown beside it; an assessed score needs no word. */
const SCORE_LABELS = {
  delivery_only: { text: 'delivery only', hint: 'Only the delivery (answering, timing, pauses) was scored: accuracy was not assessed.' },
  self_marked: { text: 'self-marked', hint: 'Accuracy comes from your own marking of the key units.' },
} as const;

/**
 * One dialogue in the list; the dialogue rides along in navigation state so the intro needn't fetch it.
 * The title is the card's link (keyboard: Tab + Enter); a click anywhere
 * else on the card follows it too, except on View Transcript, which goes to the transcript instead.
 */
export function DialogueCard({ dialogue, language }: { dialogue: Dialogue; language: string }) {
  const navigate = useNavigate();
  const to = dialoguePath(language, dialogue.id);
  const score = dialogue.practiced_session_for_current_user?.final_score;
  const label = dialogue.practiced_session_for_current_user?.score_label;
  const scoreLabel = label === 'delivery_only' || label === 'self_marked' ? SCORE_LABELS[label] : null;
  const category = dialogue.category?.name;

  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    // Links and buttons inside the card do their own navigation.
    if ((event.target as HTMLElement).closest('a, button')) return;
    navigate(to, { state: { dialogue } });
  };

  return (
    <Card
      component="article"
      data-testid={`dialogue-card-${dialogue.id}`}
      onClick={openFromCard}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        cursor: 'pointer',
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover, &:focus-within': { borderColor: 'primary.main', boxShadow: 3 },
      }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            #{dialogue.id}
          </Typography>
          {score !== null && score !== undefined && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
              <Chip size="small" color="success" icon={<CheckCircleIcon />} label={`Done ${formatScore(score)}`} />
              {scoreLabel && (
                <DeferredTooltip title={scoreLabel.hint}>
                  <Typography variant="caption" color={label === 'delivery_only' ? 'warning.dark' : 'text.secondary'} tabIndex={0}>
                    {scoreLabel.text}
                  </Typography>
                </DeferredTooltip>
              )}
            </Stack>
          )}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
          <CategoryIcon category={category} />
          <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
            {category ?? 'Unknown'}
          </Typography>
        </Stack>
        <Typography variant="h4" component="h3">
          <Link component={RouterLink} to={to} state={{ dialogue }} underline="hover" color="text.primary">
            {dialogue.title}
          </Link>
        </Typography>
        <DialogueLevel dialogue={dialogue} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {dialogue.description}
        </Typography>
        <Box>
          <Button
            component={RouterLink}
            to={`/transcript/${languageSlug(language)}/${dialogue.id}`}
            variant="outlined"
            size="small"
            startIcon={<DescriptionIcon />}
          >
            View Transcript
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
