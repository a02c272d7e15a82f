import type { ReactNode } from 'react';
import { EXAM } from '../../exam/model/examFacts';

export interface Tip {
  title: string;
  summary: string;
  advice: ReactNode[];
}

/** The 8 preparation tips, in the order of spec §1. */
export const TIPS: Tip[] = [
  {
    title: 'Understand the test format',
    summary: 'Nothing on test day should surprise you.',
    advice: [
      `You interpret ${EXAM.dialogues} dialogues of about ${EXAM.wordsPerDialogue} words each, in about ${EXAM.minutes} minutes, online and proctored.`,
      `Each dialogue alternates between an English speaker and a speaker of your language, cut into short segments. After each segment a chime sounds and you must start interpreting within ${EXAM.secondsToStartAfterChime} seconds.`,
      `You may ask for one segment repetition per dialogue. Save it for a segment you genuinely could not hear, not one you found hard.`,
      `Each dialogue is marked out of ${EXAM.marksPerDialogue}. You need ${EXAM.passOverall} overall and at least ${EXAM.passPerDialogue} in each dialogue, so plan to do well in both.`,
    ],
  },
  {
    title: 'Build vocabulary in common domains',
    summary: 'Most lost marks start with one word you did not know.',
    advice: [
      'Dialogues come from twelve community settings — health, legal, housing, immigration, employment and more. Learn the terms each one uses: referral, specialist, bond, lease, visa condition, payslip, Centrelink, Medicare.',
      'Learn every term in both directions. Knowing that “bond” means one thing is not enough; you must produce it quickly from your language too.',
      'Say terms aloud rather than reading them silently. Our vocabulary lists play every term so you can hear and repeat it.',
      'Keep a personal list of words you stumbled on in practice, and review it every few days.',
    ],
  },
  {
    title: 'Master note-taking',
    summary: 'Notes carry what memory drops: numbers, names and lists.',
    advice: [
      'Write down numbers, dates, amounts, names, addresses and medicine doses the moment you hear them — these are the details markers check first.',
      'Use symbols and abbreviations you have practised (↑ increase, → leads to, Dr, appt, $), never full sentences.',
      'Note the structure, not the words: one line per idea, so you can see at a glance that the speaker made three points.',
      'Look up from your notes when you speak. Notes prompt you; they are not a script to read.',
    ],
  },
  {
    title: 'Focus on meaning, not literal translation',
    summary: 'Interpret what the speaker means, in words a native speaker would use.',
    advice: [
      'A word-for-word rendering often distorts meaning or sounds unnatural. Ask yourself what the speaker wants the other person to understand, then say that.',
      'Keep the register: a doctor speaks formally, a worried client may not. Do not make the speaker sound more polite, more certain or more casual than they were.',
      'Never add explanations of your own and never drop “small” parts such as hedges, conditions or time words — omissions and insertions are accuracy errors.',
      'Idioms and set phrases need an equivalent, not a translation: “take a seat”, “fill in the form”, “on the spot”.',
    ],
  },
  {
    title: 'Improve your listening skills',
    summary: 'You cannot interpret what you did not hear clearly.',
    advice: [
      'Listen to the whole segment before you start forming your answer; the end of a sentence often changes its meaning.',
      'Train with Australian English — news, radio, podcasts, council and government announcements — and with media in your language, at natural speed.',
      'Try shadowing: repeat what a speaker says a second behind them. It builds the split attention interpreting needs.',
      'Get used to accents, background noise and fast speakers, as real dialogues are not studio recordings.',
    ],
  },
  {
    title: 'Manage your time',
    summary: `You have ${EXAM.secondsToStartAfterChime} seconds to start, and every pause costs fluency.`,
    advice: [
      'Start speaking soon after the chime with the part you are sure of; the rest follows more easily once you are talking.',
      'Avoid long silences, filler sounds and restarting sentences. If you make a slip, correct it once, clearly, and move on.',
      'Do not dwell on a segment you found hard — the next one starts with or without you. Fresh focus saves more marks than regret.',
      'Practise in test mode, where recording starts automatically after the chime, until starting on time feels normal.',
    ],
  },
  {
    title: 'Take mock tests',
    summary: 'Full dialogues under exam conditions show where your marks go.',
    advice: [
      'Do complete dialogues in one go, without pausing — exactly as on test day. Partial attempts hide your real stamina and cannot be scored.',
      'Read the feedback for every segment: which words were omitted, which were distorted, where you hesitated. Fix the pattern, not just the segment.',
      'Track your scores over time in the dashboard and aim for a margin above the pass mark in every dialogue, not just on average.',
      'Cover all twelve topics; candidates often over-practise health and legal and meet a housing or insurance dialogue on the day.',
    ],
  },
  {
    title: 'Test-day essentials',
    summary: 'Remove every avoidable risk before the test starts.',
    advice: [
      'Check your computer, webcam, microphone, headset and internet connection the day before, and again an hour before the test.',
      'Sit in a quiet, well-lit room on your own, with a clear desk; follow the test body’s instructions on identification and what you may have with you.',
      'Log in early, have your photo ID ready, keep water nearby and switch off notifications.',
      'Sleep well, eat beforehand and warm up by interpreting a short practice dialogue in the morning.',
    ],
  },
];
