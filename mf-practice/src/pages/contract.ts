import type { ExposedModules } from '@ccl/shared';
import DialogueIntroPage from './DialogueIntroPage';
import DrillPage from './DrillPage';
import LanguagePage from './LanguagePage';
import MockExamPage from './MockExamPage';
import MockStartPage from './MockStartPage';
import PracticeCompletePage from './PracticeCompletePage';
import PracticeSegmentPage from './PracticeSegmentPage';

/** Type-checked only, never imported: tsc fails when this remote's pages stop matching the core's contract. */
export const exposedModules = {
  './LanguagePage': LanguagePage,
  './DialogueIntroPage': DialogueIntroPage,
  './PracticeSegmentPage': PracticeSegmentPage,
  './PracticeCompletePage': PracticeCompletePage,
  './DrillPage': DrillPage,
  './MockStartPage': MockStartPage,
  './MockExamPage': MockExamPage,
} satisfies ExposedModules['practice'];
