import { PrivacyPolicyPage } from '../legal/PrivacyPolicyPage';

export default PrivacyPolicyPage;
