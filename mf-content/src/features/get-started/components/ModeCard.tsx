import { Box, Card, CardContent, Typography } from '@mui/material';

/** One of the two ways to do a dialogue, named by the button that starts it. */
export function ModeCard({ title, button, points }: { title: string; button: string; points: string[] }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The “{button}” button on a dialogue's introduction.
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 0.75 } }}>
          {points.map((point) => (
            <Typography component="li" variant="body2" key={point}>
              {point}
            </Typography>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
