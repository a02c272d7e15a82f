import { VocabularyPage } from '../vocabulary/VocabularyPage';

export default VocabularyPage;
