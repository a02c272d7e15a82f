import { Box, useTheme } from '@mui/material';
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MockExam } from '../api/mockExams';

export const PASS_MARK = 63;

/** Mock totals (out of 90) over time, oldest first, against the pass mark of 63. */
export function MockTotalsChart({ mocks }: { mocks: MockExam[] }) {
  const theme = useTheme();
  const data = mocks
    .filter((mock) => mock.result)
    .map((mock) => ({ when: new Date(mock.startedAt).toLocaleDateString(), total: mock.result!.total }))
    .reverse();
  if (data.length === 0) return null;
  return (
    <Box
      sx={{ width: '100%', height: 260 }}
      data-testid="mock-totals-chart"
      aria-label={`Mock exam totals over time against the pass mark of ${PASS_MARK}`}
    >
      <ResponsiveContainer>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="when" tick={{ fontSize: 12 }} />
          <YAxis domain={[0, 90]} ticks={[0, 18, 36, 54, 63, 72, 90]} allowDecimals={false} />
          <Tooltip />
          <ReferenceLine y={PASS_MARK} stroke={theme.palette.success.main} strokeDasharray="6 4" label={`Pass ${PASS_MARK}`} />
          <Line type="monotone" dataKey="total" name="Total /90" stroke={theme.palette.primary.main} strokeWidth={2} dot={{ r: 4 }} />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
