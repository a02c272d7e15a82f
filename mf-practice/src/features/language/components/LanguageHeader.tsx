import { Button, Stack, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import TimerIcon from '@mui/icons-material/Timer';
import { FlagIcon, languageSlug, useSession } from '@ccl/shared';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

/** Title with flag, Vocabulary, Take a mock exam, and Generate Dialogue (a guest goes to /login, spec §6). */
export function LanguageHeader({ language }: { language: string }) {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const slug = languageSlug(language);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', gap: 2, mb: 4 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
        <FlagIcon language={language} size={28} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
          {language} Dialogues
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/vocabulary/${slug}`} variant="outlined" startIcon={<MenuBookIcon />}>
          Vocabulary
        </Button>
        <Button component={RouterLink} to={`/mock/${slug}`} variant="outlined" startIcon={<TimerIcon />}>
          Take a mock exam
        </Button>
        <Button variant="contained" startIcon={<AutoAwesomeIcon />} onClick={() => navigate(user ? `/dialogue/${slug}` : '/login')}>
          Generate Dialogue
        </Button>
      </Stack>
    </Stack>
  );
}
