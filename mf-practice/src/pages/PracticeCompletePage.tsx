import { PracticeCompletePage } from '../features/complete/PracticeCompletePage';

export default PracticeCompletePage;
