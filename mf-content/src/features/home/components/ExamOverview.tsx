import { Box, Container, List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CATEGORIES } from '@ccl/shared';
import { useState, type ReactNode } from 'react';
import { EXAM } from '../../exam/model/examFacts';
import { TOPIC_ICONS } from './topicIcons';

type TabKey = 'about' | 'topics' | 'scoring' | 'results';

const TABS: { key: TabKey; label: string }[] = [
  { key: 'about', label: 'About CCL' },
  { key: 'topics', label: 'Topics' },
  { key: 'scoring', label: 'Scoring' },
  { key: 'results', label: 'Results' },
];

function Facts({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, my: 0, '& li': { mb: 1.25 } }}>
      {items.map((item, index) => (
        <Typography component="li" key={index}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

function AboutPanel() {
  return (
    <Facts
      items={[
        <>
          The test has <strong>{EXAM.dialogues} dialogues</strong> of about <strong>{EXAM.wordsPerDialogue} words</strong> each: a
          conversation between an English speaker and a speaker of your language, which you interpret both ways.
        </>,
        <>
          It lasts <strong>about {EXAM.minutes} minutes</strong> and is delivered <strong>online and proctored</strong> — a supervisor
          watches through your camera.
        </>,
        <>
          Each dialogue is broken into short segments. <strong>A chime sounds after each segment</strong>, and you must begin interpreting{' '}
          <strong>within {EXAM.secondsToStartAfterChime} seconds</strong> of it.
        </>,
        <>
          You may ask for <strong>one segment repetition per dialogue</strong> — use it wisely.
        </>,
      ]}
    />
  );
}

function TopicsPanel() {
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Dialogues are everyday conversations from Australian community life, in one of {CATEGORIES.length} topics:
      </Typography>
      <List dense sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, columnGap: 2 }}>
        {CATEGORIES.map((category) => (
          <ListItem key={category} disableGutters>
            <ListItemIcon aria-hidden sx={{ minWidth: 36, color: 'primary.main' }}>
              {TOPIC_ICONS[category]}
            </ListItemIcon>
            <ListItemText primary={category} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

function ScoringPanel() {
  return (
    <Facts
      items={[
        <>
          Each dialogue is worth <strong>{EXAM.marksPerDialogue} marks</strong> ({EXAM.totalMarks} in total).
        </>,
        <>
          To pass you need <strong>at least {EXAM.passOverall} marks overall</strong> and{' '}
          <strong>at least {EXAM.passPerDialogue} in each dialogue</strong> — a strong first dialogue cannot carry a weak second one.
        </>,
        <>
          Markers deduct marks for errors in <strong>accuracy</strong> (omissions, distortions, additions),{' '}
          <strong>language quality</strong> (grammar, word choice, register, pronunciation) and <strong>delivery</strong> (hesitation, long
          pauses, self-corrections, a late start).
        </>,
        <>CCL Practice scores your attempts the same way: out of {EXAM.marksPerDialogue} per dialogue, with every deduction explained.</>,
      ]}
    />
  );
}

function ResultsPanel() {
  return (
    <Facts
      items={[
        <>
          Results arrive <strong>by e-mail in {EXAM.resultsWeeks} weeks</strong> after the test.
        </>,
        <>
          Credentials issued{' '}
          <strong>
            from {EXAM.validityChangeDate} last {EXAM.validityYears} years
          </strong>
          ; credentials issued earlier last <strong>{EXAM.earlierValidityYears} years</strong>.
        </>,
        <>On CCL Practice you don't wait weeks: your AI score appears in your dashboard within about 10 minutes of finishing a dialogue.</>,
      ]}
    />
  );
}

const PANELS: Record<TabKey, () => ReactNode> = {
  about: AboutPanel,
  topics: TopicsPanel,
  scoring: ScoringPanel,
  results: ResultsPanel,
};

/** The real exam in four tabs; Topics is open first (spec §2). */
export function ExamOverview() {
  const [tab, setTab] = useState<TabKey>('topics');
  const Panel = PANELS[tab];
  return (
    <Box component="section" aria-labelledby="exam-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md">
        <Typography id="exam-title" variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
          The CCL exam at a glance
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
          What to expect on test day, how it is marked and what happens after.
        </Typography>
        <Paper variant="outlined">
          <Tabs
            value={tab}
            onChange={(_event, value: TabKey) => setTab(value)}
            // Four short labels fit side by side even at 360 px, so no tab hides behind a scroll button.
            variant="fullWidth"
            aria-label="CCL exam overview"
            sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: 0, px: 1 } }}
          >
            {TABS.map(({ key, label }) => (
              <Tab key={key} value={key} label={label} id={`exam-tab-${key}`} aria-controls={`exam-panel-${key}`} />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`exam-panel-${tab}`} aria-labelledby={`exam-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
            <Panel />
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
