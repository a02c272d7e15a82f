import { Box, Typography, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { LIMITS } from '@ccl/shared';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ScoreLabel } from '../../results/components/ResultStatus';
import { scoreLabelText } from '../../results/model/results';
import { formatAverage, type CategoryAverage, type ProgressPoint } from '../model/figures';

/**
 * The two plots, in a chunk of their own: recharts (~120 KB gzip, ~0.5 s to evaluate on a phone) loads only
 * when there is something to plot — a new candidate's dashboard never downloads it (issue #14).
 */

/** The box a plot's tooltip is drawn in. */
function TooltipFrame({ children }: { children: ReactNode }) {
  return <Box sx={{ bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1.5 }}>{children}</Box>;
}

function PointTooltip({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload: ProgressPoint }> }) {
  const point = active ? payload?.[0]?.payload : undefined;
  if (!point) return null;
  return (
    <TooltipFrame>
      <Typography variant="subtitle2">
        {point.label}: #{point.dialogueId} {point.title}
      </Typography>
      <Typography variant="body2">
        Score: {point.score}/{LIMITS.maxScore}
        {scoreLabelText(point.scoreLabel) && ` (${scoreLabelText(point.scoreLabel)})`}
      </Typography>
      <Typography variant="body2">Average: {formatAverage(point.average, 1)}</Typography>
    </TooltipFrame>
  );
}

/** Each scored test and the running average, on a 0–45 axis. */
export function ProgressPlot({ data }: { data: ProgressPoint[] }) {
  const theme = useTheme();
  return (
    <ResponsiveContainer>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} />
        <YAxis domain={[0, LIMITS.maxScore]} ticks={[0, 9, 18, 27, 36, 45]} allowDecimals={false} />
        <Tooltip content={<PointTooltip />} />
        <Legend />
        <Line type="monotone" dataKey="score" name="Score" stroke={theme.palette.primary.main} strokeWidth={2} dot={{ r: 4 }} />
        <Line type="monotone" dataKey="average" name="Average" stroke={theme.palette.secondary.main} strokeDasharray="5 5" dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export type CategoryBar = CategoryAverage & { label: string; value: number };

function CategoryTooltip({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload: CategoryAverage }> }) {
  const entry = active ? payload?.[0]?.payload : undefined;
  if (!entry) return null;
  return (
    <TooltipFrame>
      <Typography variant="subtitle2">{entry.category}</Typography>
      <Typography variant="body2">Average score: {formatAverage(entry.average, 2)}</Typography>
      <ScoreLabel label={entry.scoreLabel} />
      <Typography variant="body2">
        {entry.tests} {entry.tests === 1 ? 'test' : 'tests'}
      </Typography>
    </TooltipFrame>
  );
}

/** Each topic category's average score, with its figure above its bar. */
export function CategoryPlot({ data }: { data: CategoryBar[] }) {
  const theme = useTheme();
  return (
    <ResponsiveContainer>
      <BarChart data={data} margin={{ top: 20, right: 16, bottom: 8, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="category" tick={{ fontSize: 12 }} interval={0} />
        <YAxis domain={[0, LIMITS.maxScore]} ticks={[0, 9, 18, 27, 36, 45]} />
        <Tooltip content={<CategoryTooltip />} />
        <Bar dataKey="value" name="Average score" fill={theme.palette.primary.main} radius={[4, 4, 0, 0]}>
          <LabelList dataKey="label" position="top" fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
