import { PracticeSegmentPage } from '../features/segment/PracticeSegmentPage';

export default PracticeSegmentPage;
