import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { TIPS } from '../model/tips';

/** The 8 preparation tips as numbered cards, in the order of spec §1. */
export function TipList() {
  return (
    <Stack component="ol" aria-label="Preparation tips" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {TIPS.map((tip, index) => (
        <Card component="li" key={tip.title}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontWeight: 700,
                }}
              >
                {index + 1}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.4rem' }, mb: 0.5 }}>
                  {tip.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                  {tip.summary}
                </Typography>
                <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 1 } }}>
                  {tip.advice.map((line, i) => (
                    <Typography component="li" key={i}>
                      {line}
                    </Typography>
                  ))}
                </Box>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
