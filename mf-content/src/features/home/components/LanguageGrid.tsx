import { Box, Card, CardActionArea, Container, Grid, Typography } from '@mui/material';
import { FlagIcon, LANGUAGE_NAMES, languageSlug } from '@ccl/shared';
import { Link as RouterLink } from 'react-router-dom';

/** The 12 languages, each opening its dialogue list at /language/{lowercase, URL-encoded name}. */
export function LanguageGrid() {
  return (
    <Box
      component="section"
      id="languages"
      aria-labelledby="languages-title"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'background.paper', scrollMarginTop: 80 }}
    >
      <Container maxWidth="lg">
        <Typography id="languages-title" variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
          Available languages
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
          Every language is paired with English, as in the real test. Pick yours to see its dialogues.
        </Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {LANGUAGE_NAMES.map((name) => (
            <Grid key={name} component="li" size={{ xs: 6, sm: 4, md: 3 }}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/language/${languageSlug(name)}`}
                  sx={{ p: 2, display: 'flex', gap: 1.5, justifyContent: 'flex-start', height: '100%' }}
                >
                  <FlagIcon language={name} size={22} />
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {name}
                  </Typography>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
