import { DisclaimerPage } from '../legal/DisclaimerPage';

export default DisclaimerPage;
