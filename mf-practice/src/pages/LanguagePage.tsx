import { LanguagePage } from '../features/language/LanguagePage';

export default LanguagePage;
