import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { dueCountQuery, planQuery } from '../api/learning';
import type { PlanItem } from '../api/types';
import { countdown } from '../model/plan';

/** Where a plan item leads, when there is a page for it (the mock exam is named, not linked). */
function itemLink(item: PlanItem, language: string | null): string | null {
  if (item.kind === 'reviews') return '/review';
  if (item.kind === 'weak_segments') return '/weak-segments';
  if ((item.kind === 'new_category' || item.kind === 'weak_category') && language) return `/language/${language.toLowerCase()}`;
  return null;
}

/** The dashboard's way into the learning loop: days left, this week's plan, and the cards due today. */
export function LearningPanel({ userId }: { userId: number }) {
  const due = useQuery(dueCountQuery(userId));
  const plan = useQuery(planQuery(userId));
  return (
    <Card variant="outlined" component="section" aria-label="This week’s plan">
      <CardContent>
        <Typography variant="h6" component="h2">
          This week’s plan
        </Typography>
        {plan.isSuccess && <Typography sx={{ my: 1 }}>{countdown(plan.data.daysLeft, plan.data.examDate)}</Typography>}
        {plan.isError && <Alert severity="error">Your plan could not be loaded.</Alert>}
        {plan.isSuccess && plan.data.items.length > 0 && (
          <Box component="ol" aria-label="Plan" sx={{ pl: 2.5, my: 1 }}>
            {plan.data.items.map((item, index) => {
              const to = itemLink(item, plan.data.language);
              return (
                <li key={index}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {to ? (
                      <Link component={RouterLink} to={to}>
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </Typography>
                  <Typography component="span" color="text.secondary">{` — ${item.detail}`}</Typography>
                </li>
              );
            })}
          </Box>
        )}
        <Typography sx={{ my: 1 }}>Due today: {due.isSuccess ? due.data : '…'}</Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to="/review">
            Review due cards
          </Button>
          <Button variant="outlined" component={RouterLink} to="/weak-segments">
            My weak segments
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
