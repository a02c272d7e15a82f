import { TranscriptPage } from '../transcript/TranscriptPage';

export default TranscriptPage;
