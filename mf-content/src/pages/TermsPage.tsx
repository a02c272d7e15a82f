import { TermsPage } from '../legal/TermsPage';

export default TermsPage;
