import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, IconButton, keyframes, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { LANGUAGE_NAMES, LIMITS } from '@ccl/shared';

// The strip holds the names twice; moving it by half its width brings the second copy exactly where
// the first started, so the loop has no visible jump.
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

function Names({ hidden = false }: { hidden?: boolean }) {
  return (
    <Box component="ul" aria-hidden={hidden || undefined} sx={{ display: 'flex', flexShrink: 0, listStyle: 'none', m: 0, p: 0 }}>
      {LANGUAGE_NAMES.map((name) => (
        <Typography component="li" key={name} sx={{ px: { xs: 2, sm: 3 }, fontWeight: 600, whiteSpace: 'nowrap', color: 'primary.dark' }}>
          {name}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The scrolling strip of the 12 language names (spec §2, 40 s loop). People who ask their system for
 * reduced motion get the same names standing still, wrapped onto as many lines as needed; everyone
 * else can stop the motion by hovering the strip or with its pause button (keyboard users too).
 */
export function LanguageTicker() {
  // Drawn on the server (first screens) as moving; the browser's own setting applies once the page is taken over.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [paused, setPaused] = useState(false);
  return (
    <Box
      component="section"
      aria-label="Languages you can practise"
      data-testid="language-ticker"
      data-motion={reducedMotion ? 'still' : paused ? 'paused' : 'scrolling'}
      sx={{ position: 'relative', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', py: 1.5, overflow: 'hidden' }}
    >
      {reducedMotion ? (
        <Box sx={{ '& ul': { flexWrap: 'wrap', justifyContent: 'center', rowGap: 0.5 } }}>
          <Names />
        </Box>
      ) : (
        <>
          <Box
            sx={{
              display: 'flex',
              width: 'max-content',
              animation: `${scroll} ${LIMITS.languageTickerSeconds}s linear infinite`,
              animationPlayState: paused ? 'paused' : 'running',
              '&:hover': { animationPlayState: 'paused' },
              // Belt and braces: should the media query change while the page is open.
              '@media (prefers-reduced-motion: reduce)': { animationPlayState: 'paused' },
            }}
          >
            <Names />
            <Names hidden />
          </Box>
          <IconButton
            size="small"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? 'Play the language strip' : 'Pause the language strip'}
            sx={{
              position: 'absolute',
              right: 4,
              top: '50%',
              transform: 'translateY(-50%)',
              bgcolor: 'background.paper',
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
        </>
      )}
    </Box>
  );
}
