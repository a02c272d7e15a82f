import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Box, Button, Collapse, IconButton, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { errorMessage, LoadingText } from '@ccl/shared';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { TestResult } from '../api/types';
import { RESULTS_FAILED, useResults } from '../hooks/useResults';
import { isScoring, totalSegments } from '../model/results';
import { ColumnHeads } from './ColumnHeads';
import { ResultsError } from './ResultsError';
import { ResultScore, ResultStatusIcon } from './ResultStatus';
import { SegmentAttemptsList, SegmentAttemptsTable } from './SegmentAttempts';

const COLUMNS = ['Dialogue ID', 'Category', 'Title', 'Score', 'Total Segments', 'Test Taken', 'Status', 'Details'];

function categoryOf(result: TestResult): string {
  return result.dialogue.category?.name || 'Unknown';
}

/** Which results have their segment attempts open; several may be. */
function useExpanded() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: number) => open.has(id), toggle };
}

function ResultsTable({ results }: { results: TestResult[] }) {
  const { isOpen, toggle } = useExpanded();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Test results">
        <ColumnHeads columns={COLUMNS} />
        <TableBody>
          {results.map((result) => {
            const open = isOpen(result.id);
            return (
              <Fragment key={result.id}>
                <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
                  <TableCell>{`#${result.dialogue_id}`}</TableCell>
                  <TableCell>{categoryOf(result)}</TableCell>
                  <TableCell>{result.dialogue.title}</TableCell>
                  <TableCell>
                    <ResultScore result={result} zeroMeansScoring />
                  </TableCell>
                  <TableCell>{totalSegments(result)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{result.end_time_human ?? '—'}</TableCell>
                  <TableCell>
                    <ResultStatusIcon result={result} />
                  </TableCell>
                  <TableCell>
                    {!isScoring(result) && (
                      <IconButton
                        size="small"
                        onClick={() => toggle(result.id)}
                        aria-expanded={open}
                        aria-label={`${open ? 'Hide' : 'Show'} details of dialogue #${result.dialogue_id}`}
                      >
                        {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
                {open && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length} sx={{ py: 0 }}>
                      <Collapse in timeout="auto" appear>
                        <Box sx={{ py: 2 }}>
                          <SegmentAttemptsTable result={result} />
                        </Box>
                      </Collapse>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ResultCards({ results }: { results: TestResult[] }) {
  const { isOpen, toggle } = useExpanded();
  return (
    <Stack component="ul" spacing={1.5} aria-label="Test results" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {results.map((result) => {
        const open = isOpen(result.id);
        return (
          <Paper
            component="li"
            variant="outlined"
            key={result.id}
            aria-label={`Dialogue #${result.dialogue_id}: ${result.dialogue.title}`}
            sx={{ p: 2 }}
          >
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <Box>
                <Typography variant="caption" color="text.secondary">{`#${result.dialogue_id} · ${categoryOf(result)}`}</Typography>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {result.dialogue.title}
                </Typography>
              </Box>
              <ResultStatusIcon result={result} />
            </Stack>
            <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5, alignItems: 'center' }}>
              <ResultScore result={result} />
              <Typography
                variant="body2"
                color="text.secondary"
              >{`${totalSegments(result)} ${totalSegments(result) === 1 ? 'segment' : 'segments'}`}</Typography>
              <Typography variant="body2" color="text.secondary">
                {result.end_time_human ?? '—'}
              </Typography>
            </Stack>
            {!isScoring(result) && (
              <Button
                size="small"
                sx={{ mt: 1, px: 0 }}
                onClick={() => toggle(result.id)}
                aria-expanded={open}
                endIcon={open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
              >
                {open ? 'Hide Details' : 'View Details'}
              </Button>
            )}
            {open && <SegmentAttemptsList result={result} />}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Test Results (spec §2): a table on desktop, cards on phones; each result opens to its segment attempts. */
export function ResultsTab({ userId }: { userId: number }) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { data: results, isError, isFetching, error, refetch } = useResults(userId);

  if (!results) {
    if (isError && !isFetching) return <ResultsError message={errorMessage(error, RESULTS_FAILED)} onRetry={() => void refetch()} />;
    return <LoadingText text="Loading results..." />;
  }
  if (results.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>You have no test results yet. Practise a dialogue from start to finish and its score appears here.</Typography>
        <Button variant="contained" component={RouterLink} to="/">
          Choose a language
        </Button>
      </Stack>
    );
  }
  return mobile ? <ResultCards results={results} /> : <ResultsTable results={results} />;
}
