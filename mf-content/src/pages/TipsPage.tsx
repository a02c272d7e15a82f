import { TipsPage } from '../tips/TipsPage';

export default TipsPage;
