import { GetStartedPage } from '../get-started/GetStartedPage';

export default GetStartedPage;
